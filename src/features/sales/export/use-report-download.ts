import { useCallback, useEffect, useRef, useState } from 'react';
import {
  downloadSalesReport,
  isAbort,
  reportFileName,
  type ReportRequest,
} from './report-download';

/**
 * One report download at a time, as the dialog shows it: receiving (bytes so far), saved (the file's object URL,
 * kept so the link in the dialog can save it again), failed (to retry the same request), or nothing. Stopping
 * aborts the request, which also stops the server reading the shop's transactions; closing or leaving the page
 * stops it too and frees the saved file's memory.
 */

export type ReportDownload =
  | { status: 'idle' }
  | { status: 'receiving'; fileName: string; received: number; total: number | null }
  | { status: 'saved'; fileName: string; url: string }
  | { status: 'failed'; fileName: string; error: unknown; request: ReportRequest };

const IDLE: ReportDownload = { status: 'idle' };

/** Hands the file to the browser's downloads (the call needs the session, so no plain link can fetch it). */
function save(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useReportDownload() {
  const [state, setState] = useState<ReportDownload>(IDLE);
  const running = useRef<AbortController | null>(null);
  const savedUrl = useRef<string | null>(null);

  const release = useCallback(() => {
    running.current?.abort();
    running.current = null;
    if (savedUrl.current) URL.revokeObjectURL(savedUrl.current);
    savedUrl.current = null;
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(
    async (request: ReportRequest) => {
      release();
      const controller = new AbortController();
      running.current = controller;
      const fileName = reportFileName(request);
      setState({ status: 'receiving', fileName, received: 0, total: null });
      try {
        const file = await downloadSalesReport(request, {
          signal: controller.signal,
          onProgress: ({ received, total }) => {
            if (running.current === controller)
              setState({ status: 'receiving', fileName, received, total });
          },
        });
        if (running.current !== controller) return;
        running.current = null;
        const url = URL.createObjectURL(file.blob);
        savedUrl.current = url;
        save(url, file.fileName);
        setState({ status: 'saved', fileName: file.fileName, url });
      } catch (error) {
        // a stopped download (or one replaced by a newer one) says nothing
        if (running.current !== controller || isAbort(error)) return;
        running.current = null;
        setState({ status: 'failed', fileName, error, request });
      }
    },
    [release],
  );

  /** Stops the download under way (nothing is saved) and goes back to the choices. */
  const reset = useCallback(() => {
    release();
    setState(IDLE);
  }, [release]);

  return { state, start, reset };
}

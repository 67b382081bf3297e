import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFile, isAbort, saveFile, type FileRequest } from './file-download';

/**
 * One file download at a time, as a screen shows it: receiving (bytes so far), saved (the file's object URL,
 * kept so a link can save it again), failed (to retry the same request), or nothing. Stopping aborts the
 * request (the server stops reading too); leaving the screen stops it as well and frees the saved file's memory.
 * The request is the screen's own (`R`); `fileOf` (a stable function) says which file it asks for.
 */

export type FileDownload<R> =
  | { status: 'idle' }
  | { status: 'receiving'; fileName: string; received: number; total: number | null }
  | { status: 'saved'; fileName: string; url: string }
  | { status: 'failed'; fileName: string; error: unknown; request: R };

export function useFileDownload<R>(fileOf: (request: R) => FileRequest) {
  const [state, setState] = useState<FileDownload<R>>({ status: 'idle' });
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
    async (request: R) => {
      release();
      const controller = new AbortController();
      running.current = controller;
      const file = fileOf(request);
      const { fileName } = file;
      setState({ status: 'receiving', fileName, received: 0, total: null });
      try {
        const saved = await downloadFile(file, {
          signal: controller.signal,
          onProgress: ({ received, total }) => {
            if (running.current === controller)
              setState({ status: 'receiving', fileName, received, total });
          },
        });
        if (running.current !== controller) return;
        running.current = null;
        const url = URL.createObjectURL(saved.blob);
        savedUrl.current = url;
        saveFile(url, saved.fileName);
        setState({ status: 'saved', fileName: saved.fileName, url });
      } catch (error) {
        // a stopped download (or one replaced by a newer one) says nothing
        if (running.current !== controller || isAbort(error)) return;
        running.current = null;
        setState({ status: 'failed', fileName, error, request });
      }
    },
    [release, fileOf],
  );

  /** Stops the download under way (nothing is saved) and goes back to the start. */
  const reset = useCallback(() => {
    release();
    setState({ status: 'idle' });
  }, [release]);

  return { state, start, reset };
}

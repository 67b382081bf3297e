import { useFileDownload } from '@/lib/use-file-download';
import { salesReportFile } from './report-download';

/**
 * One report download at a time, as the export dialog shows it (src/lib/use-file-download.ts): receiving,
 * saved, failed (to retry the same request), or nothing. Stopping aborts the request, which also stops the
 * server reading the shop's transactions; closing or leaving the page stops it too and frees the saved file.
 */
export const useReportDownload = () => useFileDownload(salesReportFile);

import type SharpModule from 'sharp';
import type PDFDocumentModule from 'pdfkit';
import type ExcelJSModule from 'exceljs';

/**
 * Libraries only some requests use, loaded at their first use instead of at start-up: image processing
 * (uploads), PDFs and spreadsheets (exports). Together they took about 1.6 s to load (exceljs alone 1.1 s),
 * which every start paid: the server's, and each API test file's (vitest runs each file in a fresh process).
 * Each is loaded once; a failed load is forgotten, so the next use tries again.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export const loadSharp = once<typeof SharpModule>(() => import('sharp').then((m) => m.default));
export const loadPdfKit = once<typeof PDFDocumentModule>(() =>
  import('pdfkit').then((m) => m.default),
);
export const loadExcelJS = once<typeof ExcelJSModule>(() =>
  import('exceljs').then((m) => m.default),
);

import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A file the API answered, as the reports' tests read it. */
export interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** GET `url` with the caller's token and language, the body as bytes (a file, or a JSON refusal). */
export async function fetchFile(
  url: string,
  options: { token?: string; language?: string } = {},
): Promise<Download> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** pdfjs reads the metrics of the PDF's built-in Helvetica from its own files */
const STANDARD_FONTS = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/**
 * A PDF's text as a reader gets it (the reports' tests: sales and the customer's analytics, API and e2e): every
 * page, runs of white space as one.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/**
 * A small but valid PDF (1.4, A4, built-in Helvetica) of lines of text, for the mocks: the server's reports are
 * drawn with pdfkit, which needs Node streams the browser mocks do not carry. Text is Latin-1 (the euro sign as
 * "EUR", dashes as "-", other characters as "?"), one line per row, as many pages as the lines need.
 */

const LINES_PER_PAGE = 60;

function latin1(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '€') out += 'EUR';
    else if (char === '–' || char === '—') out += '-';
    else if (code >= 0x20 && code <= 0xff) out += char;
    else out += '?';
  }
  return out.replace(/[\\()]/g, (c) => `\\${c}`);
}

export function minimalPdf(title: string, lines: readonly string[]): Uint8Array {
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE)
    pages.push(lines.slice(i, i + LINES_PER_PAGE).map(latin1));
  // objects: 1 catalog, 2 pages, 3 font, 4 info, then a page and its content per page
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = `<< /Title (${latin1(title)}) /Producer (Orabella mocks) >>`;
  pages.forEach((pageLines, i) => {
    const body = pageLines.map((line) => `(${line}) Tj T*`).join('\n');
    const stream = `BT /F1 9 Tf 12 TL 48 794 Td\n${body}\nET`;
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // every character is Latin-1, so a character is a byte and the offsets above are byte offsets
  return Uint8Array.from(out, (char) => char.charCodeAt(0));
}

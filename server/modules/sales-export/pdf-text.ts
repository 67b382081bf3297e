/**
 * Text for the PDF report's built-in Helvetica, which draws the Windows-1252 (WinAnsi) characters only: every
 * Latin-1 letter, the euro sign, typographic quotes and dashes. A letter outside it loses its accent where that
 * makes it one (ő → o, ă → a); anything else becomes '?' (ł, 张), so a name in another script is marked as
 * missing instead of printed as the wrong letters. The CSV and XLSX reports carry every
 * character as written.
 */
const WIN_ANSI_EXTRA = new Set(
  [
    0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
    0x017d, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
    0x0153, 0x017e, 0x0178,
  ].map((code) => String.fromCodePoint(code)),
);

const drawable = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
};

export function pdfSafeText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (drawable(char)) out += char;
    else if (/\s/.test(char)) out += ' ';
    else {
      const base = char.normalize('NFD').replace(/\p{Mark}/gu, '');
      out += base.length > 0 && [...base].every(drawable) ? base : '?';
    }
  }
  return out;
}

/** `text` cut to fit `width` (by `measure`), with an ellipsis where it was cut. */
export function fitText(text: string, width: number, measure: (text: string) => number): string {
  if (measure(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (measure(`${text.slice(0, mid)}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

import { parse } from 'csv-parse/sync';
import { need, type Answer, type Call, type Context, type Step } from './scenario-support';

/**
 * The sales report (issue 16 "Reports"), after the sales steps (ctx.ownerToken, ctx.salesCustomerToken): the CSV
 * of the month from both sides, and the refusals. The contract's `call` hands back the status and the body only
 * (no headers), so a CSV answer is read here into what both sides must agree on: the byte-order mark, CRLF line
 * ends, the title, the heading's labels and the transactions' header row. Their rows differ (each side's own
 * sales), so only the header is compared. XLSX and PDF are not compared: the mocks answer them 500
 * EXPORT_FAILED (mocks/handlers/sales-export.ts says why).
 */

const owner = (ctx: Context) => need(ctx.ownerToken as string | undefined, 'the owner token');

interface CsvOutline {
  bom: boolean;
  crlf: boolean;
  title: string;
  /** the heading's and the summary's labels, in order (their values differ between the sides) */
  labels: string[];
  /** the transactions' column names */
  header: string[];
}

/** The CSV as its outline; a JSON refusal stays as it came. */
function csvOutline(answer: Answer): Answer {
  if (typeof answer.body !== 'string') return answer;
  const text = answer.body;
  const rows = parse(text, { bom: true, relax_column_count: true }) as string[][];
  // the preamble: title, heading lines, a blank, the summary, its figures, a blank, then the header
  const blanks = rows.flatMap((row, index) => (row.every((cell) => cell === '') ? [index] : []));
  const headerAt = need(blanks[1], 'the blank line before the header') + 1;
  const outline: CsvOutline = {
    bom: text.startsWith('\uFEFF'),
    crlf: text.includes('\r\n') && !/[^\r]\n/.test(text),
    title: rows[0]?.[0] ?? '',
    labels: rows.slice(1, headerAt - 1).map((row) => row[0] ?? ''),
    header: rows[headerAt] ?? [],
  };
  return { status: answer.status, body: { data: outline } };
}

const exportCsv = async (call: Call, query: string, token: string, language = 'en') =>
  csvOutline(await call('GET', `/api/sales/export?${query}`, { token, language }));

export const SALES_EXPORT_STEPS: Step[] = [
  {
    name: "sales export: owner downloads the month's CSV",
    run: (call, ctx) => exportCsv(call, 'format=csv&period=month', owner(ctx)),
    agree: (data) => data,
  },
  {
    name: "sales export: the week's CSV in Italian",
    run: (call, ctx) => exportCsv(call, 'format=csv&period=week', owner(ctx), 'it'),
    agree: (data) => data,
  },
  {
    name: 'sales export: an unknown format is bad input',
    run: (call, ctx) => exportCsv(call, 'format=docx', owner(ctx)),
  },
  {
    name: 'sales export: a customer is refused',
    run: (call, ctx) =>
      exportCsv(call, 'format=csv', need(ctx.salesCustomerToken as string, 'a customer token')),
  },
  {
    name: 'sales export: signed out',
    run: (call) => call('GET', '/api/sales/export?format=csv'),
  },
];

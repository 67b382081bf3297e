import { parse } from 'csv-parse/sync';
import type { Answer, Call, Context, Step } from './scenario-support';

/**
 * The customer's analytics as a file (issue 17, GET /api/customer/stats/export), after the customer history
 * steps (ctx.customerToken). The contract's `call` hands back the status and the body as text, so a file is
 * read here into what both sides must agree on: for the CSV the byte-order mark, CRLF line ends, the title, the
 * heading's labels and each section's title and header row (the figures differ: each side's own bookings); for
 * the PDF that it is one (the server draws it with pdfkit, the mocks write a minimal one).
 */

/** The CSV or PDF as its outline; a JSON refusal stays as it came. */
function fileOutline(answer: Answer): Answer {
  if (typeof answer.body !== 'string') return answer;
  const text = answer.body;
  if (text.startsWith('%PDF-')) return { status: answer.status, body: { data: { pdf: true } } };
  const rows = parse(text, { bom: true, relax_column_count: true }) as string[][];
  const blocks: string[][][] = [[]];
  for (const row of rows)
    if (row.every((cell) => cell === '')) blocks.push([]);
    else blocks.at(-1)!.push(row);
  const [heading = [], ...sections] = blocks;
  return {
    status: answer.status,
    body: {
      data: {
        bom: text.startsWith('\uFEFF'),
        crlf: text.includes('\r\n') && !/[^\r]\n/.test(text),
        title: heading[0]?.[0] ?? '',
        labels: heading.slice(1).map((row) => row[0] ?? ''),
        sections: sections.map((section) => ({
          title: section[0]?.[0] ?? '',
          header: section[1] ?? [],
        })),
      },
    },
  };
}

const exportFile = async (call: Call, ctx: Context, query: string, language = 'en') =>
  fileOutline(
    await call('GET', `/api/customer/stats/export?${query}`, {
      token: ctx.customerToken as string | undefined,
      language,
    }),
  );

export const CUSTOMER_STATS_EXPORT_STEPS: Step[] = [
  {
    name: 'my analytics over 3 months as a CSV',
    run: (call, ctx) => exportFile(call, ctx, 'period=3M&format=csv'),
    agree: (data) => data,
  },
  {
    name: 'my analytics over a year as a CSV in Italian',
    run: (call, ctx) => exportFile(call, ctx, 'period=1Y&format=csv', 'it'),
    agree: (data) => data,
  },
  {
    name: 'my analytics over a month as a PDF',
    run: (call, ctx) => exportFile(call, ctx, 'period=1M&format=pdf'),
    agree: (data) => data,
  },
  {
    name: 'my analytics export in an unknown format',
    run: (call, ctx) => exportFile(call, ctx, 'period=1M&format=xlsx'),
  },
  {
    name: 'my analytics export over an unknown period',
    run: (call, ctx) => exportFile(call, ctx, 'period=2W&format=csv'),
  },
  {
    name: 'my analytics export signed out',
    run: (call) => call('GET', '/api/customer/stats/export?format=csv'),
  },
];

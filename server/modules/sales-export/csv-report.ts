import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import {
  SALES_CSV_OPTIONS,
  csvSafeCell,
  salesReportPreamble,
  salesReportRow,
} from '../../../src/domain/sales-report';
import { reportPace } from './report-pace';
import type { ReportWriter } from './report-job';

/**
 * The CSV report, streamed through csv-stringify: the heading and the period's figures as label/value lines, a
 * blank line, the transactions' header, then one line per transaction (amounts in euro with a dot, the shop's
 * local time). A UTF-8 byte-order mark and CRLF line ends, so Excel reads accents and lines as meant; text that
 * a spreadsheet would run as a formula is defused (src/domain/sales-report.ts csvSafeCell).
 */
export const writeCsvReport: ReportWriter = async ({ input, t, records }, out) => {
  const csv = stringify({ ...SALES_CSV_OPTIONS });
  csv.pipe(out);
  const done = finished(out);
  done.catch(() => undefined);
  const pace = reportPace(out, () => csv);
  try {
    for (const line of salesReportPreamble(input, t)) csv.write(line.map(csvSafeCell));
    for await (const record of records) {
      csv.write(salesReportRow(record, input.timeZone, input.language, t).map(csvSafeCell));
      await pace();
    }
  } catch (error) {
    csv.unpipe(out);
    csv.destroy();
    throw error;
  }
  csv.end();
  await done;
};

import type { Writable } from 'node:stream';
import type { SaleRecord } from '../../../src/domain/sales';
import type { ReportText, SalesReportInput } from '../../../src/domain/sales-report';

/** One report being written: its heading and figures, its words, and the shop's records oldest first. */
export interface ReportJob {
  input: SalesReportInput;
  t: ReportText;
  records: AsyncIterable<SaleRecord>;
}

/**
 * Writes the whole report into `out` and ends it; rejects when the records fail or `out` closes early (nothing
 * more is read from the store then). The caller decides what a failure means to the reader.
 */
export type ReportWriter = (job: ReportJob, out: Writable) => Promise<void>;

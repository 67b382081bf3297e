import { stringify } from 'csv-stringify/sync';
import type { Locale } from '../../../src/domain/constants';
import {
  CUSTOMER_EXPORT_CONTENT_TYPES,
  customerReportFileName,
  customerReportLines,
  customerStatsReport,
  formatReportNumber,
  type CustomerExportFormat,
  type CustomerReport,
} from '../../../src/domain/customer-stats-report';
import type { CustomerStats } from '../../../src/domain/customer-stats-types';
import { SALES_CSV_OPTIONS, csvSafeCell, reportLocalTime } from '../../../src/domain/sales-report';
import { fitText, pdfSafeText } from '../sales-export/pdf-text';
import { reportTextOf } from '../sales-export/report-text';
import { loadPdfKit } from '../../heavy-modules';

/**
 * GET /api/customer/stats/export (issue 17, spec 02 §2.5 "export CSV and PDF"): the analytics of one period as a
 * file, with the sales reports' libraries and helpers (csv-stringify with their options and formula defusing;
 * pdfkit with their WinAnsi-safe text and fitting; their catalog lookup). A customer's report is a page or two of
 * figures, so it is built whole in memory rather than streamed like a shop's year of transactions.
 */

export interface CustomerStatsFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

function csvOf(report: CustomerReport): Buffer {
  const lines = customerReportLines(report).map((line) => line.map(csvSafeCell));
  return Buffer.from(stringify(lines, { ...SALES_CSV_OPTIONS }), 'utf8');
}

const MARGIN = 48;
const ROW = 15;

async function pdfOf(report: CustomerReport, language: Locale): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: pdfSafeText(report.title), Author: 'Orabella' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - ROW;
  const text = (value: string, x: number, y: number, w: number, right = false) => {
    const fitted = fitText(pdfSafeText(value), w - 6, (s) => doc.widthOfString(s));
    doc.text(fitted, right ? x + w - 6 - doc.widthOfString(fitted) : x, y, { lineBreak: false });
  };

  doc.font('Helvetica-Bold').fontSize(18).text(pdfSafeText(report.title), MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  for (const [label, value] of report.lines) doc.text(pdfSafeText(`${label}: ${value}`));
  let y = doc.y + ROW;
  for (const section of report.sections) {
    const rows = section.rows.length === 0 ? [[section.empty]] : section.rows;
    if (y + ROW * 3 > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('Helvetica-Bold').fontSize(12);
    text(section.title, MARGIN, y, width);
    y += ROW + 4;
    const columnWidth = width / section.columns.length;
    doc.fontSize(9);
    section.columns.forEach((column, i) =>
      text(column.label, MARGIN + i * columnWidth, y, columnWidth, column.kind !== 'text'),
    );
    doc
      .moveTo(MARGIN, y + ROW - 3)
      .lineTo(MARGIN + width, y + ROW - 3)
      .lineWidth(0.5)
      .stroke();
    y += ROW;
    doc.font('Helvetica');
    rows.forEach((row, r) => {
      if (y > bottom()) {
        doc.addPage();
        y = MARGIN;
      }
      row.forEach((cell, i) => {
        const column = section.columns[i];
        const kind = i > 0 && section.valueKinds ? section.valueKinds[r] : column?.kind;
        const shown =
          typeof cell === 'number' ? formatReportNumber(cell, kind ?? 'count', language) : cell;
        text(shown, MARGIN + i * columnWidth, y, columnWidth, column?.kind !== 'text');
      });
      y += ROW;
    });
    y += ROW;
  }
  doc.end();
  return done;
}

/** The report of `stats` as a CSV or PDF file, in `language`, stamped in the customer's zone. */
export async function customerStatsFile(
  stats: CustomerStats,
  format: CustomerExportFormat,
  language: Locale,
  timeZone: string,
  now: Date,
): Promise<CustomerStatsFile> {
  const report = customerStatsReport(
    stats,
    reportTextOf(language),
    language,
    reportLocalTime(now.getTime(), timeZone),
  );
  return {
    fileName: customerReportFileName(stats, format),
    contentType: CUSTOMER_EXPORT_CONTENT_TYPES[format],
    body: format === 'csv' ? csvOf(report) : await pdfOf(report, language),
  };
}

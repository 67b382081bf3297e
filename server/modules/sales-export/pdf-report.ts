import {
  SALES_REPORT_COLUMNS,
  formatReportAmount,
  formatReportCount,
  formatReportMoney,
  reportColumnLabel,
  salesReportFigures,
  salesReportHeading,
  salesReportRow,
  type SalesReportColumn,
} from '../../../src/domain/sales-report';
import { loadPdfKit } from '../../heavy-modules';
import { fitText, pdfSafeText } from './pdf-text';
import { reportPace } from './report-pace';
import type { ReportWriter } from './report-job';

/**
 * The PDF report, streamed with pdfkit (each page leaves for the reader when the next begins): A4 landscape, the
 * heading and the period's figures on the first page, then a table of every transaction with its header repeated
 * on each page and the page number at the foot. Built-in Helvetica (pdf-text.ts says what it can draw).
 */

const MARGIN = 36;
const ROW = 11;
const FONT_SIZE = 7.5;
/** the printed columns (the ids, emails and notes are in the CSV and XLSX reports) */
const PRINTED: { key: SalesReportColumn; width: number }[] = [
  { key: 'date', width: 64 },
  { key: 'type', width: 78 },
  { key: 'status', width: 52 },
  { key: 'service', width: 148 },
  { key: 'category', width: 60 },
  { key: 'customer', width: 100 },
  { key: 'paymentMethod', width: 62 },
  { key: 'amount', width: 42 },
  { key: 'tip', width: 36 },
  { key: 'discount', width: 40 },
  { key: 'tax', width: 36 },
  { key: 'total', width: 46 },
];
const INDEX = new Map(SALES_REPORT_COLUMNS.map((column, i) => [column.key, i]));
const MONEY = new Set<SalesReportColumn>(
  SALES_REPORT_COLUMNS.filter((c) => c.money).map((c) => c.key),
);

export const writePdfReport: ReportWriter = async ({ input, t, records }, out) => {
  const PDFDocument = await loadPdfKit();
  const heading = salesReportHeading(input, t);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: pdfSafeText(`${heading.title} · ${input.shopName}`), Author: 'Orabella' },
  });
  doc.pipe(out);
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
  });
  finished.catch(() => undefined);
  const pace = reportPace(out, () => doc);
  const bottom = () => doc.page.height - MARGIN - ROW * 2;
  const cell = (text: string, x: number, y: number, width: number, right: boolean) => {
    const fitted = fitText(pdfSafeText(text), width - 4, (s) => doc.widthOfString(s));
    const at = right ? x + width - 4 - doc.widthOfString(fitted) : x;
    doc.text(fitted, at, y, { lineBreak: false });
  };
  let page = 1;
  const foot = () => {
    doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#555555');
    const label = t('sales.report.page', { page });
    doc.text(label, MARGIN, doc.page.height - MARGIN - ROW, { lineBreak: false });
    doc.fillColor('#000000');
  };
  const header = (y: number) => {
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    let x = MARGIN;
    for (const column of PRINTED) {
      cell(reportColumnLabel(column.key, t), x, y, column.width, MONEY.has(column.key));
      x += column.width;
    }
    doc
      .moveTo(MARGIN, y + ROW - 2)
      .lineTo(x, y + ROW - 2)
      .lineWidth(0.5)
      .stroke();
    doc.font('Helvetica');
    return y + ROW + 2;
  };

  try {
    doc.font('Helvetica-Bold').fontSize(16).text(pdfSafeText(heading.title), MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(9).moveDown(0.5);
    for (const [label, value] of heading.lines) doc.text(pdfSafeText(`${label}: ${value}`));
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .text(pdfSafeText(t('sales.report.summary')));
    doc.font('Helvetica');
    for (const figure of salesReportFigures(input.summary, t)) {
      const value = figure.money
        ? formatReportMoney(figure.value, input.language)
        : formatReportCount(figure.value, input.language);
      doc.text(pdfSafeText(`${figure.label}: ${value}`));
    }
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .text(pdfSafeText(t('sales.report.transactions')));
    foot();
    let y = header(doc.y + 4);
    let rows = 0;
    doc.fontSize(FONT_SIZE);
    for await (const record of records) {
      if (y > bottom()) {
        doc.addPage();
        page += 1;
        foot();
        y = header(MARGIN);
      }
      const cells = salesReportRow(record, input.timeZone, input.language, t);
      let x = MARGIN;
      for (const column of PRINTED) {
        const value = cells[INDEX.get(column.key)!]!;
        const money = typeof value === 'number';
        cell(money ? formatReportAmount(value, input.language) : value, x, y, column.width, money);
        x += column.width;
      }
      y += ROW;
      rows += 1;
      await pace();
    }
    if (rows === 0) doc.text(pdfSafeText(t('sales.report.noTransactions')), MARGIN, y);
  } catch (error) {
    doc.unpipe(out);
    throw error;
  }
  doc.end();
  await finished;
};

import type { Readable } from 'node:stream';
import {
  SALES_REPORT_COLUMNS,
  reportColumnLabel,
  salesReportFigures,
  salesReportHeading,
  salesReportRow,
} from '../../../src/domain/sales-report';
import { loadExcelJS } from '../../heavy-modules';
import { reportPace } from './report-pace';
import type { ReportWriter } from './report-job';

/**
 * The spreadsheet report, streamed with exceljs' WorkbookWriter (no shared strings, each row committed as it is
 * written, so the workbook is never held whole): a first sheet with the heading and the period's figures, a
 * second with one row per transaction under a frozen header, amounts as numbers in a two-decimal format.
 */

const MONEY = '#,##0.00';
/** Excel refuses sheet names over 31 characters or with []:*?/\ in them */
const sheetName = (text: string) => text.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

const WIDTHS: Partial<Record<(typeof SALES_REPORT_COLUMNS)[number]['key'], number>> = {
  date: 17,
  id: 30,
  service: 32,
  customer: 24,
  customerEmail: 28,
  notes: 40,
};

export const writeXlsxReport: ReportWriter = async ({ input, t, records }, out) => {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = input.shopName;
  workbook.created = new Date(input.generatedAt);
  const zip = (workbook as unknown as { zip: Readable }).zip;
  const pace = reportPace(out, () => zip);

  const heading = salesReportHeading(input, t);
  const summary = workbook.addWorksheet(sheetName(t('sales.report.summary')));
  summary.columns = [{ width: 40 }, { width: 40 }];
  summary.addRow([heading.title]).font = { bold: true, size: 14 };
  for (const line of heading.lines) summary.addRow(line).commit();
  summary.addRow([]).commit();
  summary.addRow([t('sales.report.summary')]).font = { bold: true };
  for (const figure of salesReportFigures(input.summary, t)) {
    const row = summary.addRow([figure.label, figure.value]);
    if (figure.money) row.getCell(2).numFmt = MONEY;
    row.commit();
  }
  summary.commit();

  const sheet = workbook.addWorksheet(sheetName(t('sales.report.transactions')), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = SALES_REPORT_COLUMNS.map((column) => ({
    header: reportColumnLabel(column.key, t),
    key: column.key,
    width: WIDTHS[column.key] ?? (column.money ? 12 : 16),
    style: column.money ? { numFmt: MONEY } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const record of records) {
    sheet.addRow(salesReportRow(record, input.timeZone, input.language, t)).commit();
    await pace();
  }
  sheet.commit();
  await workbook.commit();
};

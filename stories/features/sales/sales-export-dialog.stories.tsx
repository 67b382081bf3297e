import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { SalesExportDialog } from '@/features/sales/export/sales-export-dialog';
import { SALES_EXPORT_CONTENT_TYPES, attachmentHeader } from '@/domain/sales-report';
import { handlersByArea } from '@mocks/handlers/index';
import { failure } from '@mocks/handlers/failure';
import { salesDecorators } from './sales-story-shell';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';
import { SALES_SHOP_ID } from './sales-story-data';

/**
 * The sales report's dialog (spec 03 §7 Sales "export"; issue 16 "Reports"), opened from the month's dashboard:
 * the choices, a download under way with its progress, a failure with the way to try again, and the saved
 * file's link. The download goes through GET /api/sales/export, answered here as each state needs (the
 * standard mocks' CSV for the finished one).
 */

const EXPORT_URL = '/api/sales/export';
const FILE = 'sales-report-month.csv';

/** The standard mocks, with the report answered by `handler`. */
const withExport = (handler?: ReturnType<typeof http.get>) => ({
  msw: {
    handlers: { ...handlersByArea, ...(handler ? { salesExport: [handler] } : {}) },
  },
});

/** 48 kB of a report announced as 120 kB, then nothing more: the dialog stays on its progress. */
const REPORT_LENGTH = 120_000;
const halfway = http.get(EXPORT_URL, () => {
  const line =
    '2026-11-03 10:30,txn_story,Sale,Completed,Booking,Blow-dry,Hair,Card,Giulia Rossi\r\n';
  const part = new TextEncoder().encode(line.repeat(Math.ceil(48_000 / line.length)));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(part);
      // the rest never comes
    },
  });
  return new HttpResponse(body, {
    headers: {
      'Content-Type': SALES_EXPORT_CONTENT_TYPES.csv,
      'Content-Disposition': attachmentHeader(FILE),
      'Content-Length': String(REPORT_LENGTH),
    },
  });
});

/** The server could not make the report (its 500 EXPORT_FAILED). */
const failing = http.get(EXPORT_URL, () => failure('EXPORT_FAILED'));

const download: Story['play'] = () =>
  clickWhenReady(document.body, 'button[type="submit"]', /^(download|scarica)$/i);

const meta = {
  title: 'Features/Sales/SalesExportDialog',
  component: SalesExportDialog,
  decorators: salesDecorators,
  args: { shopId: SALES_SHOP_ID, range: { period: 'month' }, onClose: () => undefined },
  parameters: {
    shell: { path: '/shop/sales/dashboard', role: 'shop' },
    ...withExport(),
  },
} satisfies Meta<typeof SalesExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: CSV and the dashboard's period chosen. */
export const Idle: Story = {};

/** Dates chosen instead of a period: the two fields, checked by the server's rule before anything is asked. */
export const CustomDates: Story = {
  args: { range: { period: 'custom', startDate: '2026-11-01', endDate: '2026-11-15' } },
};

/** Downloading: the file's name, the bytes received of those announced, and Stop. */
export const Downloading: Story = { parameters: withExport(halfway), play: download };

/** Failed: 'Export failed. Please try again.' and Try again. */
export const Failed: Story = { parameters: withExport(failing), play: download };

/** Done: the file was handed to the browser, and its link saves it again. */
export const Done: Story = { play: download };

/** Phone width: the dialog fills the screen. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { CUSTOMER_EXPORT_CONTENT_TYPES } from '@/domain/customer-stats-report';
import type { CustomerStats } from '@/domain/customer-stats-types';
import { attachmentHeader } from '@/domain/sales-report';
import { AnalyticsExport } from '@/features/customer-dashboard/analytics/analytics-export';
import { failure } from '@mocks/handlers/failure';
import { handlersByArea } from '@mocks/handlers/index';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';
import { withStoryShell } from '../support/story-shell';

const EXPORT_URL = '/api/customer/stats/export';
const FILE = 'my-analytics-3M-2026-11-28.csv';

/** What the buttons and the shared sentence read of the period on screen. */
const stats = {
  period: '3M',
  range: { from: '2026-08-29', to: '2026-11-28' },
  totalBookings: 7,
  visits: 6,
  totalSpentCents: 41500,
} as CustomerStats;

/** The standard mocks (their CSV and minimal PDF), with the export answered by `handler` when given. */
const withExport = (handler?: ReturnType<typeof http.get>) => ({
  msw: {
    handlers: { ...handlersByArea, ...(handler ? { customerStatsExport: [handler] } : {}) },
  },
});

/** 6 kB of a file announced as 20 kB, then nothing more: the progress stays on screen. */
const halfway = http.get(EXPORT_URL, () => {
  const part = new TextEncoder().encode('Week,2026-09-01,1,45\r\n'.repeat(280));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(part);
    },
  });
  return new HttpResponse(body, {
    headers: {
      'Content-Type': CUSTOMER_EXPORT_CONTENT_TYPES.csv,
      'Content-Disposition': attachmentHeader(FILE),
      'Content-Length': '20000',
    },
  });
});

const exportCsv: Story['play'] = () =>
  clickWhenReady(document.body, 'button', /^(export csv|esporta csv)$/i);

/**
 * The analytics tab's export and share (spec 02 §2.5; issue 17): CSV and PDF of the period on screen from GET
 * /api/customer/stats/export, with the bytes received while it comes and the refusal in words, and Share.
 */
const meta = {
  title: 'Features/CustomerDashboard/AnalyticsExport',
  component: AnalyticsExport,
  decorators: [withStoryShell],
  args: { stats },
  parameters: {
    shell: { role: 'customer', path: '/customer/dashboard#analytics' },
    ...withExport(),
  },
} satisfies Meta<typeof AnalyticsExport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Export CSV, Export PDF and Share. */
export const Idle: Story = {};

/** Downloading: the file's name and the bytes received. */
export const Downloading: Story = { parameters: withExport(halfway), play: exportCsv };

/** 'Export failed. Please try again.' */
export const Failed: Story = {
  parameters: withExport(http.get(EXPORT_URL, () => failure('EXPORT_FAILED'))),
  play: exportCsv,
};

/** Done: the mocks' CSV handed to the browser, and the snackbar. */
export const Done: Story = { play: exportCsv };

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };

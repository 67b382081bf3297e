import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesExportSlot } from '@/features/sales/components/sales-export-slot';
import type { SalesRangeParams } from '@/features/sales/sales-range';
import { CatalogSectionProvider } from '@/i18n';
import { server } from '@mocks/node';
import { renderWithProviders, signIn, stubMatchMedia } from '../../app/test-utils';
import { msg } from '../profile/helpers';

const SHOP = 'shop-export-test';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** What the browser was handed to save: the link's name and the file behind its object URL. */
let saved: { fileName: string; blob: Blob }[];
let click: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  stubMatchMedia({ width: 360 });
  signIn('shop');
  saved = [];
  const files = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:report-${files.size}`;
        files.set(url, blob);
        return url;
      },
      revokeObjectURL: vi.fn(),
    }),
  );
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ fileName: this.download, blob: files.get(this.getAttribute('href')!)! });
  });
});
afterEach(() => {
  click.mockRestore();
  vi.unstubAllGlobals();
});

/** The queries of the export calls, and the answer each gets. */
function exportAnswers(...answers: ((request: Request) => Response | Promise<Response>)[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/sales/export', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      const answer = answers[Math.min(queries.length, answers.length) - 1]!;
      return answer(request);
    }),
  );
  return queries;
}

const file = (name: string, body: string) => () =>
  new HttpResponse(body, {
    headers: { 'Content-Type': CSV_TYPE, 'Content-Disposition': `attachment; filename="${name}"` },
  });

/** "Downloaded: {file}", its name a link */
const savedNotice = (dialog: HTMLElement) =>
  within(dialog).findByText(msg('sales.export.done', { file: '' }).trim());

async function openDialog(range: SalesRangeParams = { period: 'month' }) {
  const utils = await renderWithProviders(
    <CatalogSectionProvider section="pages">
      <SalesExportSlot shopId={SHOP} range={range} />
    </CatalogSectionProvider>,
  );
  await utils.user.click(await screen.findByRole('button', { name: msg('sales.export.open') }));
  const dialog = await screen.findByRole('dialog', { name: msg('sales.export.title') });
  return { ...utils, dialog };
}

describe('the sales report export', () => {
  it('downloads the chosen format for the screen’s period and saves it under the server’s name', async () => {
    const queries = exportAnswers(file('sales-report-week.xlsx', 'workbook bytes'));
    const { user, dialog } = await openDialog({ period: 'week' });
    expect(within(dialog).getByRole('radio', { name: msg('sales.period.week') })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: msg('sales.export.format.csv') }),
    ).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: msg('sales.export.format.xlsx') }));
    await user.click(within(dialog).getByRole('button', { name: msg('sales.export.download') }));

    const done = await savedNotice(dialog);
    expect(queries).toEqual([{ shopId: SHOP, format: 'xlsx', period: 'week' }]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe('sales-report-week.xlsx');
    expect(await saved[0]!.blob.text()).toBe('workbook bytes');
    // the link in the message saves the same file again
    expect(within(done).getByRole('link', { name: 'sales-report-week.xlsx' })).toHaveAttribute(
      'download',
      'sales-report-week.xlsx',
    );
    await user.click(within(dialog).getByRole('button', { name: msg('sales.export.close') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for two dates in order before it asks the server, then sends them', async () => {
    const queries = exportAnswers(file('sales-report-2026-11-01_2026-11-15.csv', 'a,b\r\n'));
    const { user, dialog } = await openDialog({
      period: 'custom',
      startDate: '2026-11-15',
      endDate: '2026-11-01',
    });
    expect(within(dialog).getByLabelText(msg('sales.export.from'))).toHaveValue('2026-11-15');
    await user.click(within(dialog).getByRole('button', { name: msg('sales.export.download') }));
    expect(await within(dialog).findByText(msg('sales.rangeInvalid'))).toBeInTheDocument();
    expect(queries).toEqual([]);

    const from = within(dialog).getByLabelText(msg('sales.export.from'));
    await user.clear(from);
    await user.type(from, '2026-11-01');
    const to = within(dialog).getByLabelText(msg('sales.export.to'));
    await user.clear(to);
    await user.type(to, '2026-11-15');
    await user.click(within(dialog).getByRole('button', { name: msg('sales.export.download') }));
    await savedNotice(dialog);
    expect(queries).toEqual([
      { shopId: SHOP, format: 'csv', startDate: '2026-11-01', endDate: '2026-11-15' },
    ]);
    expect(saved.map((one) => one.fileName)).toEqual(['sales-report-2026-11-01_2026-11-15.csv']);
  });

  it('shows the bytes received while the report streams, and stops it without saving', async () => {
    let aborted = false;
    exportAnswers((request) => {
      request.signal.addEventListener('abort', () => {
        aborted = true;
      });
      // the first 2,500 bytes, then the server is still writing
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('x'.repeat(2500)));
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': CSV_TYPE } });
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: msg('sales.export.download') }));

    expect(
      await within(dialog).findByText(msg('sales.export.received', { received: '2.5 kB' })),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(msg('sales.export.downloading', { file: 'sales-report-month.csv' })),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('progressbar', { name: msg('sales.export.progressLabel') }),
    ).toHaveAttribute('aria-valuetext', '2.5 kB received');
    expect(
      within(dialog).getByRole('radio', { name: msg('sales.export.format.pdf') }),
    ).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: msg('sales.export.stop') }));
    await vi.waitFor(() => expect(aborted).toBe(true));
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: msg('sales.export.download') }),
    ).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it('says the export failed, and tries the same report again on request', async () => {
    const queries = exportAnswers(
      () =>
        HttpResponse.json(
          { success: false, code: 'EXPORT_FAILED', message: 'Export failed. Please try again.' },
          { status: 500 },
        ),
      file('sales-report-month.pdf', '%PDF-1.3'),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: msg('sales.export.format.pdf') }));
    await user.click(within(dialog).getByRole('button', { name: msg('sales.export.download') }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(msg('sales.exportFailed'));
    expect(saved).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: msg('sales.export.retry') }));
    await savedNotice(dialog);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toEqual(queries[0]);
    expect(queries[1]).toMatchObject({ format: 'pdf', period: 'month' });
    expect(saved.map((one) => one.fileName)).toEqual(['sales-report-month.pdf']);
  });

  it('reports a connection lost in the middle as a failure, never as a saved short file', async () => {
    exportAnswers(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('Sales report\r\n'));
          controller.error(new Error('socket hang up'));
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': CSV_TYPE } });
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: msg('sales.export.download') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(msg('sales.exportFailed'));
    expect(saved).toEqual([]);
    expect(within(dialog).getByRole('button', { name: msg('sales.export.retry') })).toBeEnabled();
  });
});

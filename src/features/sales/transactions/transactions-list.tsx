import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import { EmptyState, ErrorState } from '@design-system/components';
import { manualSaleHref } from '@/domain/links';
import type { SaleTransaction } from '@/domain/sales';
import { errorText } from '@/lib/error-text';
import { MOBILE_QUERY, useMediaQuery } from '@/lib/media';
import { RouterLinkAdapter } from '@/lib/router-link';
import { formatCount, formatEuro } from '../sales-format';
import { useSaleTransactions } from '../use-sales-queries';
import { EditTransactionDialog } from './edit-transaction-dialog';
import { TransactionCards } from './transaction-cards';
import { TransactionFiltersBar } from './transaction-filters';
import { listQueryOf, useTransactionFilters } from './transaction-filters-state';
import { TransactionsTable } from './transactions-table';
import { useDelayedDelete } from './use-delayed-delete';

/**
 * Every transaction of the shop, newest first, a page at a time (issue 16): filtered by dates, payment method,
 * category, source and text; edited in a dialog; deleted after a confirmation with 5 seconds to undo. A table
 * from tablet width, cards on a phone; loading, empty (none at all, or none matching) and error states.
 */
export function TransactionsList({ shopId }: { shopId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const phone = useMediaQuery(MOBILE_QUERY);
  const { filters, setFilters } = useTransactionFilters();
  const list = useSaleTransactions(shopId, listQueryOf(filters));
  const deletion = useDelayedDelete(shopId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SaleTransaction | null>(null);
  const page = list.data;
  const items = (page?.items ?? []).filter((sale) => !deletion.hidden.has(sale.id));
  const editing = editingId ? (page?.items.find((sale) => sale.id === editingId) ?? null) : null;
  const filtered = Boolean(
    filters.from || filters.to || filters.method || filters.category || filters.source || filters.q,
  );
  const handlers = {
    onEdit: (sale: SaleTransaction) => setEditingId(sale.id),
    onDelete: setConfirming,
  };

  let body;
  if (!page) {
    body = list.isError ? (
      <ErrorState
        title={t('sales.loadFailed')}
        description={errorText(list.error, intl, 'sales.loadFailed')}
        retryLabel={t('sales.retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    ) : (
      <Stack spacing={1} role="status" aria-label={t('sales.list.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={phone ? 96 : 44} />
        ))}
      </Stack>
    );
  } else if (items.length === 0) {
    body = filtered ? (
      <EmptyState
        dense
        title={t('sales.list.noMatch')}
        description={t('sales.list.noMatchHint')}
        action={{
          label: t('sales.filter.clear'),
          onClick: () =>
            setFilters({ from: '', to: '', method: '', category: '', source: '', q: '' }),
        }}
      />
    ) : (
      <EmptyState
        dense
        icon={<ReceiptLongRounded />}
        title={t('sales.list.empty')}
        description={t('sales.list.emptyHint')}
        action={{ label: t('sales.addTransaction'), href: manualSaleHref(shopId) }}
        linkComponent={RouterLinkAdapter}
      />
    );
  } else {
    const caption = t('sales.list.caption', {
      count: formatCount(intl, page.total),
      revenue: formatEuro(intl, page.revenue),
    });
    const shown = { items, timeZone: page.timeZone, caption, ...handlers };
    body = phone ? <TransactionCards {...shown} /> : <TransactionsTable {...shown} />;
  }

  return (
    <Stack spacing={2}>
      <TransactionFiltersBar filters={filters} onChange={setFilters} />
      {page && list.isError && (
        <Typography role="alert" color="error" variant="body2">
          {errorText(list.error, intl, 'sales.loadFailed')}
        </Typography>
      )}
      <Box aria-busy={list.isFetching || undefined}>{body}</Box>
      {page && page.totalPages > 1 && (
        <Pagination
          count={page.totalPages}
          page={Math.min(filters.page, page.totalPages)}
          onChange={(_, next) => setFilters({ ...filters, page: next })}
          siblingCount={phone ? 0 : 1}
          getItemAriaLabel={(type, number) =>
            t(`sales.list.page.${type === 'page' ? 'number' : type}`, { number: String(number) })
          }
          sx={{ alignSelf: 'center' }}
        />
      )}
      {editing && page && (
        <EditTransactionDialog
          shopId={shopId}
          sale={editing}
          timeZone={page.timeZone}
          onClose={() => setEditingId(null)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('sales.list.confirmTitle')}
        description={
          confirming
            ? t(
                confirming.source === 'booking'
                  ? 'sales.list.confirmReverse'
                  : 'sales.list.confirmDelete',
                { service: confirming.serviceName, total: formatEuro(intl, confirming.total) },
              )
            : undefined
        }
        labels={{
          confirm: t('sales.list.confirm'),
          cancel: t('sales.list.cancel'),
          busy: t('sales.list.confirm'),
        }}
        tone="danger"
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) deletion.schedule(confirming);
          setConfirming(null);
        }}
      />
    </Stack>
  );
}

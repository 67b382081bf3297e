import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { formatCalendarDate, formatClockTime } from '@/domain/clock-format';
import type { ShopBlock } from '@/domain/shop-blocks';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { useBlockStaff, useDeleteBlock, useShopBlocks } from './use-shop-blocks';

export interface BlocksListProps {
  shopId: string;
  /** the shop-local day (YYYY-MM-DD) whose blocked time is listed */
  date: string;
}

/** A day's blocked time, each with its person (or the whole shop) and reason, removable after a confirmation. */
export function BlocksList({ shopId, date }: BlocksListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const blocks = useShopBlocks(shopId, date, date);
  const staff = useBlockStaff(shopId);
  const remove = useDeleteBlock(shopId);
  const [removing, setRemoving] = useState<ShopBlock | null>(null);
  const names = useMemo(
    () => new Map((staff.data ?? []).map((member) => [member.id, member.name])),
    [staff.data],
  );
  const range = (block: ShopBlock) =>
    `${formatClockTime(intl.locale, block.startTime)}–${formatClockTime(intl.locale, block.endTime)}`;
  const who = (block: ShopBlock) =>
    block.staffId === null
      ? t('shopOps.blocks.wholeShop')
      : (names.get(block.staffId) ?? block.staffId);
  const day = formatCalendarDate(intl.locale, date, 'short');

  if (blocks.isPending)
    return (
      <Stack role="status" aria-busy="true" aria-label={t('shopOps.blocks.loading')} spacing={1}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  if (blocks.isError)
    return (
      <ErrorState
        dense
        headingLevel={3}
        title={t('shopOps.blocks.loadError')}
        retryLabel={t('shopOps.blocks.retry')}
        onRetry={() => void blocks.refetch()}
        retrying={blocks.isFetching}
      />
    );
  if (blocks.data.length === 0)
    return <EmptyState dense headingLevel={3} title={t('shopOps.blocks.none', { date: day })} />;

  return (
    <>
      <List aria-label={t('shopOps.blocks.listLabel', { date: day })}>
        {blocks.data.map((block) => (
          <ListItem
            key={block.id}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('shopOps.blocks.remove', { time: range(block), who: who(block) })}
                onClick={() => setRemoving(block)}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            }
          >
            <ListItemText primary={`${range(block)} · ${who(block)}`} secondary={block.reason} />
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={removing !== null}
        title={t('shopOps.blocks.removeTitle')}
        description={
          removing
            ? t('shopOps.blocks.removeText', {
                time: range(removing),
                who: who(removing),
                date: day,
              })
            : undefined
        }
        labels={{
          confirm: t('shopOps.blocks.removeConfirm'),
          cancel: t('shopOps.blocks.cancel'),
          busy: t('shopOps.blocks.removing'),
        }}
        tone="danger"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.show({
                kind: 'default',
                severity: 'success',
                message: t('shopOps.blocks.removed'),
              });
              setRemoving(null);
            },
            onError: (error) =>
              toast.show({
                kind: 'error',
                message: errorText(error, intl, 'shopOps.blocks.removeError'),
              }),
          })
        }
      />
    </>
  );
}

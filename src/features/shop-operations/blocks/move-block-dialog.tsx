import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import { formatClockRange, formatClockTime } from '@/domain/clock-format';
import { movedBlock, type ShopBlock } from '@/domain/shop-blocks';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { START_TIMES } from './block-time-form';
import { useMoveBlock } from './use-shop-blocks';

export interface MoveBlockDialogProps {
  shopId: string;
  /** the block to move; null: closed */
  block: ShopBlock | null;
  /** where a drag dropped it (the fields start there); absent: where it is */
  place?: { date: string; startTime: string; staffId: string | null } | null;
  /** the people a block can name */
  staff: readonly { id: string; name: string }[];
  onClose: () => void;
}

/**
 * Moving blocked time (the calendar's drop, or Enter / M on a block): a person or the whole shop, a date and a
 * start; its length and reason stay. The server claims the new cells first, so a move over a booking is refused
 * and nothing changes.
 */
export function MoveBlockDialog(props: MoveBlockDialogProps) {
  const { block, place } = props;
  // keyed: each block and each drop starts the form afresh
  return block ? (
    <MoveBlockForm
      key={`${block.id}|${place?.date ?? ''}|${place?.startTime ?? ''}|${place?.staffId ?? ''}`}
      {...props}
      block={block}
    />
  ) : null;
}

function MoveBlockForm({
  shopId,
  block,
  place,
  staff,
  onClose,
}: MoveBlockDialogProps & { block: ShopBlock }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const id = useId();
  const move = useMoveBlock(shopId);
  const [staffId, setStaffId] = useState((place ? place.staffId : block.staffId) ?? '');
  const [date, setDate] = useState(place?.date ?? block.date);
  const [startTime, setStartTime] = useState(place?.startTime ?? block.startTime);
  const [failure, setFailure] = useState<string | null>(null);
  const target = { staffId: staffId === '' ? null : staffId, date, startTime };
  const moved = movedBlock(block, target);
  const fieldError = 'errors' in moved ? moved.errors.startTime : undefined;
  const busy = move.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fieldError || busy) return;
    setFailure(null);
    move.mutate(
      { blockId: block.id, input: target },
      {
        onSuccess: () => {
          toast.show({ kind: 'default', severity: 'success', message: t('shopOps.blocks.moved') });
          onClose();
        },
        onError: (error) => {
          const field =
            error instanceof ApiError ? Object.values(error.errors ?? {})[0] : undefined;
          setFailure(field ? t(field) : errorText(error, intl, 'shopOps.blocks.moveError'));
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={t('shopOps.blocks.moveTitle')}
      description={intl.formatMessage(
        { id: 'shopOps.blocks.moveIntro' },
        {
          times: formatClockRange(intl.locale, block.startTime, block.endTime),
          reason: block.reason,
        },
      )}
      labels={{
        confirm: t('shopOps.blocks.moveSubmit'),
        cancel: t('shopOps.blocks.cancel'),
        busy: t('shopOps.blocks.moving'),
      }}
      busy={busy}
      confirmDisabled={Boolean(fieldError) || !date}
      formId={`${id}-form`}
      onClose={onClose}
    >
      <form id={`${id}-form`} noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            select
            id={`${id}-staff`}
            label={t('shopOps.blocks.who')}
            value={staffId}
            onChange={(e) => setStaffId(e.target.value)}
            disabled={busy}
          >
            <MenuItem value="">{t('shopOps.blocks.wholeShop')}</MenuItem>
            {staff.map((member) => (
              <MenuItem key={member.id} value={member.id}>
                {member.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={`${id}-date`}
            type="date"
            label={t('shopOps.blocks.date')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            disabled={busy}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            id={`${id}-start`}
            label={t('shopOps.blocks.start')}
            value={startTime}
            onChange={(e) => setStartTime(e.target.value)}
            disabled={busy}
            error={Boolean(fieldError)}
            helperText={fieldError ? t(fieldError) : undefined}
            slotProps={{
              select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
            }}
          >
            {START_TIMES.map((time) => (
              <MenuItem key={time} value={time}>
                {formatClockTime(intl.locale, time)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </form>
    </ConfirmDialog>
  );
}

import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ServicePicker, StaffPicker, TimeSlotGrid } from '@design-system/components';
import { shopToday } from '@/domain/availability';
import { BOOKING_NOTES_MAX } from '@/domain/booking';
import type { SeriesPreview } from '@/domain/booking-series';
import { WALK_IN_SOURCES, type WalkInSource } from '@/domain/walk-ins';
import { NO_REPEAT, SeriesRepeat, type RepeatChoice } from '@/features/booking';
import { shopQuery, shopServicesQuery } from '@/features/search';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import {
  useServicePickerLabels,
  useStaffPickerLabels,
  useTimeSlotGridLabels,
} from '@/lib/ui/booking-labels';
import { CustomerPicker, NO_CUSTOMER, type CustomerChoice } from './customer-picker';
import {
  useCreateShopSeries,
  useCreateWalkIn,
  useSeriesPreview,
  useWalkInSlots,
} from './use-walk-ins';
import { walkInRequest, type WalkInDraft, type WalkInErrors } from './walk-in-form';

export interface WalkInDialogProps {
  shopId: string;
  open: boolean;
  onClose(): void;
  /** an empty calendar cell: its date, time and person */
  initial?: { date: string; time: string; staffId: string | null };
}

const newKey = () => globalThis.crypto.randomUUID();

/**
 * The shop books for a customer (a walk-in or a phone call): one of its customers or a new person, services,
 * person, day and a free time (times inside the services' minimum notice are open to the shop), notes, and
 * optionally a weekly or monthly repeat whose dates that are not free are listed before it is booked.
 */
export function WalkInDialog({ shopId, open, onClose, initial }: WalkInDialogProps) {
  return open ? <WalkInDialogBody shopId={shopId} onClose={onClose} initial={initial} /> : null;
}

function WalkInDialogBody({ shopId, onClose, initial }: Omit<WalkInDialogProps, 'open'>) {
  const intl = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const shop = useQuery(shopQuery(shopId));
  const services = useQuery(shopServicesQuery(shopId));
  const zone = shop.data?.timeZone ?? 'Europe/Rome';
  const today = shopToday(new Date(), zone);
  const [customer, setCustomer] = useState<CustomerChoice>(NO_CUSTOMER);
  const [draft, setDraft] = useState<WalkInDraft>({
    serviceIds: [],
    staffId: initial?.staffId ?? null,
    date: initial?.date ?? today,
    time: initial?.time ?? null,
    source: 'walk_in',
    notes: '',
  });
  const [repeat, setRepeat] = useState<RepeatChoice>(NO_REPEAT);
  const [preview, setPreview] = useState<SeriesPreview | null>(null);
  const [errors, setErrors] = useState<WalkInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [key] = useState(newKey);
  const slots = useWalkInSlots(shopId, draft.serviceIds, draft.staffId, draft.date);
  const create = useCreateWalkIn(shopId);
  const previewSeries = useSeriesPreview();
  const createSeries = useCreateShopSeries(shopId);
  const busy = create.isPending || previewSeries.isPending || createSeries.isPending;

  const serviceLabels = useServicePickerLabels();
  const staffLabels = useStaffPickerLabels();
  const slotLabels = useTimeSlotGridLabels();

  const staff = useMemo(
    () =>
      (shop.data?.staff ?? []).filter(
        (member) =>
          member.serviceIds.length === 0 ||
          draft.serviceIds.every((id) => member.serviceIds.includes(id)),
      ),
    [shop.data, draft.serviceIds],
  );

  /** any change to what is booked makes the last preview stale */
  const change = (next: Partial<WalkInDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setPreview(null);
    setFailure(null);
  };
  const toggleService = (id: string) =>
    change({
      serviceIds: draft.serviceIds.includes(id)
        ? draft.serviceIds.filter((s) => s !== id)
        : [...draft.serviceIds, id],
      time: null,
    });

  const showFailure = (error: unknown) => {
    setFailure(errorText(error, intl, 'shopOps.walkIns.failed'));
    if (error instanceof ApiError && error.code === 'SLOT_TAKEN') {
      change({ time: null });
      void slots.refetch();
    }
  };

  const submit = async () => {
    const request = walkInRequest(customer, draft);
    setErrors(request.ok ? {} : request.errors);
    if (!request.ok) return;
    setFailure(null);
    try {
      if (!repeat.enabled) {
        await create.mutateAsync({ body: request.body, key });
        toast.show({
          kind: 'default',
          severity: 'success',
          message: intl.formatMessage({ id: 'shopOps.walkIns.booked' }),
        });
        onClose();
        return;
      }
      const body = {
        ...request.body,
        shopId,
        recurrence: { frequency: repeat.frequency, count: repeat.count },
      };
      if (!preview) {
        setPreview(await previewSeries.mutateAsync(body));
        return;
      }
      const result = await createSeries.mutateAsync({
        body: { ...body, skipDates: preview.conflicts.map((c) => c.date) },
        key,
      });
      toast.show({
        kind: 'default',
        severity: result.failed.length > 0 ? 'warning' : 'success',
        message: intl.formatMessage(
          { id: 'shopOps.walkIns.seriesBooked' },
          { count: result.bookings.length, failed: result.failed.length },
        ),
      });
      onClose();
    } catch (error) {
      showFailure(error);
    }
  };

  const confirmLabel = !repeat.enabled
    ? 'shopOps.walkIns.book'
    : preview
      ? 'shopOps.walkIns.bookSeries'
      : 'shopOps.walkIns.checkDates';
  const bookable = preview ? preview.occurrences.length - preview.conflicts.length : 0;
  const loadError = shop.isError || services.isError;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="walk-in-title"
    >
      <DialogTitle id="walk-in-title">
        <FormattedMessage id="shopOps.walkIns.title" />
      </DialogTitle>
      <DialogContent dividers>
        {loadError ? (
          <Alert severity="error">
            <FormattedMessage id="shopOps.walkIns.loadFailed" />
          </Alert>
        ) : !shop.data || !services.data ? (
          <Stack sx={{ alignItems: 'center', py: 4 }} role="status">
            <CircularProgress aria-label={intl.formatMessage({ id: 'shopOps.walkIns.loading' })} />
          </Stack>
        ) : (
          <Stack spacing={3}>
            <CustomerPicker
              shopId={shopId}
              value={customer}
              onChange={(next) => {
                setCustomer(next);
                setPreview(null);
              }}
              errors={errors}
              disabled={busy}
            />
            <RadioGroup
              row
              aria-label={intl.formatMessage({ id: 'shopOps.walkIns.source.label' })}
              value={draft.source}
              onChange={(event) => change({ source: event.target.value as WalkInSource })}
            >
              {WALK_IN_SOURCES.map((source) => (
                <FormControlLabel
                  key={source}
                  value={source}
                  disabled={busy}
                  control={<Radio />}
                  label={intl.formatMessage({ id: `shopOps.walkIns.source.${source}` })}
                />
              ))}
            </RadioGroup>
            <ServicePicker
              services={services.data.map((s) => ({
                id: s.id,
                name: s.name,
                description: s.description,
                duration: s.duration,
                price: s.price,
                category: s.category?.name ?? '',
                bookable: s.bookable !== false,
              }))}
              selectedIds={draft.serviceIds}
              mode="multiple"
              onToggle={toggleService}
              notice={errors.services ? intl.formatMessage({ id: errors.services }) : null}
              headingLevel={3}
              labels={serviceLabels}
            />
            {staff.length > 0 && draft.serviceIds.length > 0 && (
              <StaffPicker
                staff={staff.map((m) => ({
                  id: m.id,
                  name: m.name,
                  photo: m.photo,
                  ...(m.role ? { role: m.role } : {}),
                }))}
                selectedId={draft.staffId}
                onSelect={(staffId) => change({ staffId, time: null })}
                headingLevel={3}
                labels={staffLabels}
              />
            )}
            <TextField
              type="date"
              label={intl.formatMessage({ id: 'shopOps.walkIns.date' })}
              value={draft.date}
              disabled={busy}
              onChange={(event) =>
                event.target.value && change({ date: event.target.value, time: null })
              }
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              sx={{ maxWidth: 240 }}
            />
            {draft.serviceIds.length > 0 && (
              <TimeSlotGrid
                slots={slots.data ?? null}
                loading={slots.isPending}
                error={
                  slots.isError ? errorText(slots.error, intl, 'shopOps.walkIns.slotsFailed') : null
                }
                onRetry={() => void slots.refetch()}
                selectedTime={draft.time}
                onSelect={(time) => change({ time })}
                note={intl.formatMessage({ id: 'shopOps.walkIns.zoneNote' }, { zone })}
                headingLevel={4}
                labels={slotLabels}
              />
            )}
            {errors.time && (
              <Typography color="error" variant="body2" role="alert">
                <FormattedMessage id={errors.time} />
              </Typography>
            )}
            <TextField
              multiline
              minRows={2}
              label={intl.formatMessage({ id: 'shopOps.walkIns.notes' })}
              value={draft.notes}
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: BOOKING_NOTES_MAX } }}
              onChange={(event) => change({ notes: event.target.value })}
              helperText={intl.formatMessage({ id: 'shopOps.walkIns.notesHint' })}
            />
            <SeriesRepeat
              value={repeat}
              onChange={(next) => {
                setRepeat(next);
                setPreview(null);
              }}
              preview={preview}
              disabled={busy}
            />
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="shopOps.walkIns.cancel" />
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || loadError || !shop.data || (preview !== null && bookable === 0)}
        >
          <FormattedMessage id={confirmLabel} values={{ count: bookable }} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

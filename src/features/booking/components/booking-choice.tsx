import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ServicePicker,
  StaffPicker,
  TimeSlotGrid,
  type PickableService,
} from '@design-system/components';
import { formatClockTime } from '@/domain/clock-format';
import { FavoriteServiceHeart } from '@/features/favorites';
import type { ShopService } from '@/domain/search';
import {
  useBookingCalendarLabels,
  useServicePickerLabels,
  useStaffPickerLabels,
  useTimeSlotGridLabels,
} from '@/lib/ui/booking-labels';
import { visitorTimeZone } from '../booking-dates';
import { BookingCalendar, usePreloadBookingCalendar } from './lazy-booking-calendar';
import { isBookable, shopStaff } from '../use-booking-shop';
import type { BookingFlow } from '../use-booking-flow';
import type { Shop } from '@/domain/shop';
import { HydrateInTurn } from '@/lib/hydrate-in-turn';

/**
 * The left column of the booking page: services (several or one), staff, then calendar and slots once a
 * service is chosen (spec 02 §2.4 "otherwise 'Select Services First'"), with the time-zone note and the
 * messages about a time that was lost.
 */
export function BookingChoice({
  shop,
  services,
  flow,
  notice = null,
}: {
  shop: Shop;
  services: ShopService[];
  flow: BookingFlow;
  /** shown above the time grid, where the time was chosen: the lost-time notice */
  notice?: ReactNode;
}) {
  const intl = useIntl();
  usePreloadBookingCalendar();
  const serviceLabels = useServicePickerLabels();
  const staffLabels = useStaffPickerLabels();
  const calendarLabels = useBookingCalendarLabels();
  const slotLabels = useTimeSlotGridLabels();
  const { selection, dispatch, availability } = flow;

  const pickable: PickableService[] = useMemo(
    () =>
      services
        .filter((s) => !selection.locked || selection.serviceIds.includes(s.id))
        .map((s) => ({
          id: s.id,
          name: s.name,
          description: s.description,
          duration: s.duration,
          price: s.price,
          category: s.category?.name ?? '',
          bookable: isBookable(s),
          image: s.image ?? null,
        })),
    [services, selection.locked, selection.serviceIds],
  );

  const zone = visitorTimeZone();
  const zoneNote =
    zone && zone !== shop.timeZone
      ? intl.formatMessage({ id: 'booking.zoneNote' }, { zone: shop.timeZone })
      : null;
  const hasStaff = shopStaff(shop).length > 0;
  const chosen = flow.chosenServices.length > 0;
  const calendar = availability.calendar;
  const slots = availability.slots;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          {selection.locked ? (
            <Alert severity="info">
              <FormattedMessage id="booking.reschedule.locked" />
            </Alert>
          ) : (
            // The group registers its buttons (for arrow keys) as it mounts, a state update: taken over with the page,
            // it made React finish the page's effects and render again in the take-over's own task.
            <HydrateInTurn>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={selection.mode}
                aria-label={intl.formatMessage({ id: 'booking.mode.label' })}
                onChange={(_event, mode: 'single' | 'multiple' | null) => {
                  if (mode) dispatch({ type: 'setMode', mode });
                }}
              >
                <ToggleButton value="multiple">
                  <FormattedMessage id="booking.mode.multiple" />
                </ToggleButton>
                <ToggleButton value="single">
                  <FormattedMessage id="booking.mode.single" />
                </ToggleButton>
              </ToggleButtonGroup>
            </HydrateInTurn>
          )}
          <ServicePicker
            services={pickable}
            selectedIds={selection.serviceIds}
            mode={selection.mode}
            onToggle={(id) => dispatch({ type: 'toggleService', id })}
            notice={
              selection.singleNotice ? intl.formatMessage({ id: 'booking.singleNotice' }) : null
            }
            labels={serviceLabels}
            serviceAction={(service) => <FavoriteServiceHeart service={service} />}
          />
        </Stack>
      </Paper>

      {hasStaff && chosen && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <StaffPicker
            staff={flow.staffChoices.map((m) => ({
              id: m.id,
              name: m.name,
              photo: m.photo,
              ...(m.role ? { role: m.role } : {}),
            }))}
            selectedId={flow.staffId}
            onSelect={(staffId) => dispatch({ type: 'selectStaff', staffId })}
            labels={staffLabels}
          />
        </Paper>
      )}

      {!chosen ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2">
            <FormattedMessage id="booking.selectServicesFirst.title" />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="booking.selectServicesFirst.body" />
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="booking.when.heading" />
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <BookingCalendar
              month={selection.month}
              days={calendar.status === 'ready' ? calendar.value.days : null}
              selectedDate={selection.date}
              minDate={calendar.status === 'ready' ? calendar.value.today : flow.today}
              maxDate={flow.maxDate}
              onMonthChange={(month) => dispatch({ type: 'showMonth', month })}
              onSelectDate={(date) => dispatch({ type: 'selectDate', date })}
              error={
                calendar.status === 'error'
                  ? intl.formatMessage({ id: 'booking.calendarFailed' })
                  : null
              }
              onRetry={availability.reloadCalendar}
              labels={calendarLabels}
            />
            <Stack spacing={2}>
              {notice}
              {flow.timeLost?.reason === 'restore' && (
                <Alert severity="warning" onClose={flow.dismissTimeLost} role="alert">
                  <FormattedMessage
                    id="booking.timeLost.restore"
                    values={{ time: formatClockTime(intl.locale, flow.timeLost.time) }}
                  />
                </Alert>
              )}
              {selection.date ? (
                <TimeSlotGrid
                  slots={slots.status === 'ready' ? slots.value.slots : null}
                  loading={slots.status === 'loading'}
                  error={
                    slots.status === 'error'
                      ? intl.formatMessage({ id: 'booking.slotsFailed' })
                      : null
                  }
                  onRetry={availability.reloadSlots}
                  selectedTime={selection.time}
                  onSelect={(time) => dispatch({ type: 'selectTime', time })}
                  note={zoneNote}
                  labels={slotLabels}
                />
              ) : (
                <Typography color="text.secondary">
                  <FormattedMessage id="booking.chooseDate" />
                  {zoneNote && ` ${zoneNote}`}
                </Typography>
              )}
            </Stack>
          </Box>
        </Paper>
      )}
    </Stack>
  );
}

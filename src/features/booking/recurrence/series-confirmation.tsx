import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { BookingSeriesRef } from '@/domain/booking-series';

/** The confirmation of a series' occurrence, with a note that it repeats and where the others are. */
export function SeriesConfirmation({
  series,
  children,
}: {
  series: BookingSeriesRef;
  children: ReactNode;
}) {
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="status">
        <FormattedMessage
          id="booking.series.confirmed"
          values={{ frequency: series.frequency, count: series.count }}
        />
      </Alert>
      {children}
    </Stack>
  );
}

import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type {
  CustomerDetailsStep as Details,
  RescheduleStep as Reschedule,
} from './booking-dialogs';

const DetailsDialog = lazy(() =>
  import('./booking-dialogs').then((m) => ({ default: m.CustomerDetailsStep })),
);
const RescheduleDialog = lazy(() =>
  import('./booking-dialogs').then((m) => ({ default: m.RescheduleStep })),
);

/**
 * The customer-details modal, its code (the form, its validation, the phone field) loaded when it first opens
 * rather than with the booking page, whose first paint never shows it. Once opened it stays mounted, so closing
 * plays the dialog's exit transition.
 */
export function CustomerDetailsStep(props: ComponentProps<typeof Details>) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <DetailsDialog {...props} />
    </Suspense>
  );
}

/** The reschedule confirmation, loaded when a move is chosen (it is open whenever it is rendered). */
export function RescheduleStep(props: ComponentProps<typeof Reschedule>) {
  return (
    <Suspense fallback={null}>
      <RescheduleDialog {...props} />
    </Suspense>
  );
}

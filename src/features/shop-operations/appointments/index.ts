/** What other parts of the shop's day (the calendar) use of the appointments module. */
export { AppointmentDetailsDialog } from './appointment-details-dialog';
export { useAppointmentUpdate } from './use-appointment-update';

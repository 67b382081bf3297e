/** Every text of the reschedule confirmation. */
export interface RescheduleDialogLabels {
  heading: string;
  from: string;
  to: string;
  /** "{date}, {time}" (both already formatted) */
  dateTime: (date: string, time: string) => string;
  /** the late-reschedule warning (spec 03: inside 24 hours of the start) */
  lateWarning: string;
  /** reschedules the customer still has after this one (0: this is the last) */
  reschedulesLeftAfter: (count: number) => string;
  reason: string;
  /** "{count}/{max}" */
  reasonCounter: (count: number, max: number) => string;
  confirm: string;
  /** confirm button while submitting */
  rescheduling: string;
  back: string;
}

/** Every text of the cancel dialog. */
export interface CancelBookingDialogLabels {
  heading: string;
  /** "{start} – {end}" */
  timeRange: (start: string, end: string) => string;
  /** "Free cancellation until {dateTime}" */
  freeUntil: (dateTime: string) => string;
  /** "Cancelling now costs {amount} ({percent}% of the price)" */
  feeNow: (amount: string, percent: number) => string;
  reason: string;
  /** "{count}/{max}" */
  reasonCounter: (count: number, max: number) => string;
  /** destructive confirm button */
  confirm: string;
  /** confirm button while submitting */
  cancelling: string;
  /** closes without cancelling */
  keep: string;
}

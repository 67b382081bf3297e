/** Every text of the booking confirmation screen. */
export interface BookingConfirmationLabels {
  confirmedHeading: string;
  /** "Request sent — the shop will confirm" */
  pendingHeading: string;
  /** "We sent the details to {email}." */
  confirmedBody: (email: string) => string;
  /** "You will get an email at {email} when the shop answers." */
  pendingBody: (email: string) => string;
  what: string;
  where: string;
  when: string;
  staff: string;
  /** shown as staff when the shop assigns anyone */
  anyStaff: string;
  total: string;
  reference: string;
  /** "{start} – {end}" */
  timeRange: (start: string, end: string) => string;
  /** "{time} ({zone} time)" */
  withZone: (time: string, zone: string) => string;
  /** "{minutes} min" / "1 h 30 min" */
  duration: (minutes: number) => string;
  copyReference: string;
  referenceCopied: string;
  addToCalendar: string;
  downloadIcs: string;
  googleCalendar: string;
  /** appended to the accessible name of links opening a new tab */
  opensInNewTab: string;
  viewBookings: string;
  bookAgain: string;
}

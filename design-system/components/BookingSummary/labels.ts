/** Every text of the booking summary (spec 02 §2.4 "sticky booking summary"), handed in by the app. */
export interface BookingSummaryLabels {
  /** "Booking summary" */
  title: string;
  /** shown instead of the service list: "No services selected" */
  noServices: string;
  date: string;
  time: string;
  staff: string;
  /** "Total" */
  total: string;
  /** "Duration" */
  durationTerm: string;
  /** total length, e.g. 90 → "1 h 30 min" (see splitDuration) */
  duration: (minutes: number) => string;
  /** in place of a date or time not chosen yet: "Not selected" */
  notChosen: string;
  /** the phone bar's one-line recap: "{count} services" */
  servicesCount: (count: number) => string;
}

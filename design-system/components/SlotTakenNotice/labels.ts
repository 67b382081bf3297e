/** Every text of the "time just taken" notice. */
export interface SlotTakenNoticeLabels {
  heading: string;
  body: string;
  /** heading of the list of nearest free times */
  alternatives: string;
  loading: string;
  /** no free time found nearby */
  none: string;
  /** button text for one free time: "{date} at {time}" (both already formatted) */
  alternative: (date: string, time: string) => string;
  chooseAnother: string;
}

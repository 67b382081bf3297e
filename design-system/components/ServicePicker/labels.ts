/** Every text of the service picker (spec 02 §2.4 service selection, §4), handed in by the app. */
export interface ServicePickerLabels {
  /** "Choose your services" */
  title: string;
  /** "{minutes} min" */
  duration: (minutes: number) => string;
  /** shown on a service that cannot be booked online */
  notBookable: string;
  /** "{count} selected" next to the title; 0 → nothing shown */
  selectedCount: (count: number) => string;
}

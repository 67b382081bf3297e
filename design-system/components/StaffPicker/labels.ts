/** Every text of the staff picker (issue 5 "team members"), handed in by the app. */
export interface StaffPickerLabels {
  /** "Choose a professional" */
  title: string;
  /** "Any available" */
  anyAvailable: string;
  /** under "Any available": "We assign a free team member" */
  anyHint: string;
}

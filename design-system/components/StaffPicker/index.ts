export { StaffPicker, type StaffPickerProps, type PickableStaff } from './StaffPicker';
export type { StaffPickerLabels } from './labels';

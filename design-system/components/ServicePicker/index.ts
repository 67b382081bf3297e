export { ServicePicker, type ServicePickerProps, type PickableService } from './ServicePicker';
export type { ServicePickerLabels } from './labels';

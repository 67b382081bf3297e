export { RescheduleDialog, type RescheduleDialogProps } from './RescheduleDialog';
export type { RescheduleDialogLabels } from './labels';

export { TimeSlotGrid, groupSlotsByPeriod, type TimeSlotGridProps } from './TimeSlotGrid';
export type { TimeSlotGridLabels, SlotReason } from './labels';

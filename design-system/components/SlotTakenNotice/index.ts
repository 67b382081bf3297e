export {
  SlotTakenNotice,
  type SlotTakenNoticeProps,
  type SlotTakenChoice,
} from './SlotTakenNotice';
export type { SlotTakenNoticeLabels } from './labels';

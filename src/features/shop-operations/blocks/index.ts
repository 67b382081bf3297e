/**
 * Blocked time (issue 15): the dialog the calendar opens from an empty cell, and a day's list with removal shown
 * under the calendar's day view (the calendar draws the blocks from its own range).
 */
export { BlockTimeDialog } from './block-time-dialog';
export { BlocksList } from './blocks-list';
export { MoveBlockDialog } from './move-block-dialog';

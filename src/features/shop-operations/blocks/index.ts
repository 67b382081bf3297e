/**
 * Blocked time (issue 15): the dialog the calendar opens from an empty cell, a day's list with removal, and the
 * hook that reads the shop's blocks (the calendar draws them).
 */
export { BlockTimeDialog } from './block-time-dialog';
export { BlocksList } from './blocks-list';
export { useShopBlocks } from './use-shop-blocks';

/** Mobile interaction constants (spec 02 §9 "Mobile"). */
export const PULL_TO_REFRESH_THRESHOLD_PX = 60;
export const PULL_TO_REFRESH_AUTO_END_MS = 3000;
export const SWIPE_THRESHOLD_PX = 80;
export const BOTTOM_SHEET_CLOSE_DRAG_PX = 100;
/** The demo toast and loading overlay (spec 01 §2 "/responsive-demo"). */
export const DEMO_TOAST_MS = 3000;
export const DEMO_OVERLAY_MS = 2000;

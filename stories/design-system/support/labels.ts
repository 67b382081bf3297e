/** Stories use the app's own label hooks, so a story shows exactly the texts the app shows. */
export * from '@/lib/ui/design-system-labels';
export * from '@/lib/ui/search-widget-labels';
export * from '@/lib/ui/session-warning-labels';
export * from '@/lib/ui/shop-card-labels';

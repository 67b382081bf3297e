/** Stories use the app's own label hooks, so a story shows exactly the texts the app shows. */
export * from '@/lib/ui/design-system-labels';

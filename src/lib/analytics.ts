/**
 * Page views (spec 01: the home page records a page view). No analytics vendor is configured, so this
 * pushes to `window.dataLayer` only when a tag manager has set one up; otherwise nothing is sent anywhere.
 */
export function recordPageView(path: string, title?: string): void {
  if (typeof window === 'undefined') return;
  const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event: 'page_view', page_path: path, page_title: title });
}

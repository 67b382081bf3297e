/**
 * Sets the document title and meta description (one place, so pages and the layout agree). Each is written only
 * when it changes: every commit of a page calls this, and a title write tells the browser's UI about it (a few
 * milliseconds of the first commit on a slow phone), even when the title is the same.
 */
export function applyPageMeta(title: string, description?: string): void {
  if (typeof document === 'undefined') return;
  if (document.title !== title) document.title = title;
  if (description === undefined) return;
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  if (tag.content !== description) tag.content = description;
}

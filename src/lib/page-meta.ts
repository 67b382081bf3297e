/** Sets the document title and meta description (one place, so pages and the layout agree). */
export function applyPageMeta(title: string, description?: string): void {
  if (typeof document === 'undefined') return;
  document.title = title;
  if (description === undefined) return;
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}

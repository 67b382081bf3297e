/** Moves focus among a menu's items (`data-menu-item`): an index wraps around; 'first' and 'last' as named. */
export function focusMenuItem(container: HTMLElement | null, index: number | 'first' | 'last') {
  const items = Array.from(container?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
  if (items.length === 0) return;
  const i =
    index === 'first'
      ? 0
      : index === 'last'
        ? items.length - 1
        : (index + items.length) % items.length;
  items[i]?.focus();
}

import { useEffect, useState } from 'react';
import type {
  ServiceMegaMenu,
  ServiceMegaMenuProps,
} from '@design-system/components/ServiceMegaMenu/ServiceMegaMenu';
import { matchesMedia } from '@/lib/media';

type MegaMenu = typeof ServiceMegaMenu;

/** Same as HEADER_COMPACT_QUERY in app-header.tsx (imported from there it would be a cycle). */
const COMPACT_QUERY = '(max-width: 959.98px)';

let loaded: MegaMenu | null = null;
let loading: Promise<MegaMenu> | null = null;

function loadMegaMenu(): Promise<MegaMenu> {
  loading ??= import('@design-system/components/ServiceMegaMenu/ServiceMegaMenu').then(
    (module) => (loaded = module.ServiceMegaMenu),
  );
  return loading;
}

// Started as soon as the app's code runs on a wide screen, beside the catalog and the page chunk, so it is
// there by the first render; a phone's header is compact and never shows it, so a phone does not fetch it.
if (!matchesMedia(COMPACT_QUERY)) void loadMegaMenu();

/**
 * The header's service menus (design system ServiceMegaMenu) out of the entry chunk: once loaded it renders
 * as if imported directly; until then its slot in the header stays empty (the bar's height does not change).
 */
export function DeferredServiceMegaMenu(props: ServiceMegaMenuProps) {
  // A component in state is set through the updater form, so React stores it rather than calling it.
  const [Menu, setMenu] = useState<MegaMenu | null>(() => loaded);
  useEffect(() => {
    if (Menu) return;
    let live = true;
    loadMegaMenu().then(
      (next) => {
        if (live) setMenu(() => next);
      },
      (error: unknown) => console.error('Could not load the service menus', error),
    );
    return () => {
      live = false;
    };
  }, [Menu]);
  return Menu ? <Menu {...props} /> : null;
}

import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import SettingsBrightnessRounded from '@mui/icons-material/SettingsBrightnessRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import IconButton from '@mui/material/IconButton';
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { ThemeMenuProps } from '@design-system/components';
import type { ThemeMode } from '@design-system/theme';

const loadThemeMenu = () => import('@design-system/components/ThemeMenu/ThemeMenu');
const ThemeMenu = lazy(() => loadThemeMenu().then((m) => ({ default: m.ThemeMenu })));

const ICONS: Record<ThemeMode, ReactNode> = {
  light: <LightModeRounded />,
  dark: <DarkModeRounded />,
  'spa-light': <SpaRounded />,
  'spa-dark': <SpaRounded />,
  system: <SettingsBrightnessRounded />,
};

/**
 * The design system's ThemeMenu, loaded when first wanted (hover, focus or click on its button) so its
 * popover, radios and switches stay out of the first page load. Until then an identical button stands in;
 * a click on it opens the real menu as soon as it arrives, with focus on the real button.
 */
export function LazyThemeMenu(props: Omit<ThemeMenuProps, 'defaultOpen'>) {
  const [wanted, setWanted] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const placeholder = (
    <IconButton
      aria-label={props.labels.button}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadThemeMenu()}
      onFocus={() => void loadThemeMenu()}
      onClick={() => setWanted(true)}
      sx={(t) => ({ border: `1px solid ${(t.vars ?? t).palette.border.subtle}` })}
    >
      {ICONS[props.config.theme]}
    </IconButton>
  );
  return (
    <span ref={wrapper} style={{ display: 'inline-flex' }}>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <LoadedThemeMenu {...props} wrapper={wrapper} />
        </Suspense>
      ) : (
        placeholder
      )}
    </span>
  );
}

function LoadedThemeMenu({
  wrapper,
  ...props
}: Omit<ThemeMenuProps, 'defaultOpen'> & { wrapper: RefObject<HTMLSpanElement | null> }) {
  // Put focus on the real button before its popover opens, so closing the popover returns focus there.
  useLayoutEffect(() => {
    wrapper.current?.querySelector('button')?.focus();
  }, [wrapper]);
  return <ThemeMenu {...props} defaultOpen />;
}

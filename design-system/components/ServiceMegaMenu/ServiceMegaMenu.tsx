import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { MENU_HIDE_DELAY_MS, SERVICE_MENUS, type ServiceMenuId } from '@/domain/constants';
import { navigationClickHandler } from '../AppLink/AppLink';
import type { NavigationProps } from '../types';
import type { ServiceMegaMenuLabels, ServiceMenuServiceKey } from './labels';
import { focusMenuItem } from './menu-focus';
import { CATEGORIES, ICONS } from './MenuCategories';

export type { ServiceMegaMenuLabels, ServiceMenuServiceKey } from './labels';

export interface ServiceMegaMenuProps extends NavigationProps {
  labels: ServiceMegaMenuLabels;
  /** Where a service leads (the app's search link for it). */
  serviceHref: (category: ServiceMenuId, service: ServiceMenuServiceKey) => string;
  /** Called when a service is chosen (before navigation). */
  onSelect?: (category: ServiceMenuId, service: ServiceMenuServiceKey) => void;
  /** 'horizontal' = header hover dropdowns; 'vertical' = stacked disclosure lists for the mobile menu. */
  variant?: 'horizontal' | 'vertical';
  /** Delay before closing after the pointer leaves. Default MENU_HIDE_DELAY_MS (150). */
  hideDelayMs?: number;
  /** Open this category on first render (stories, tests). */
  defaultOpen?: ServiceMenuId;
}

/**
 * The header's four service menus (hair, nails, body, face) as disclosure navigation:
 * hover or click/Enter/Space/ArrowDown opens; the menu closes `hideDelayMs` after the pointer
 * leaves, on an outside click, on Escape (focus returns to the trigger) and when focus leaves.
 */
export function ServiceMegaMenu({
  labels,
  serviceHref,
  onSelect,
  variant = 'horizontal',
  hideDelayMs = MENU_HIDE_DELAY_MS,
  defaultOpen,
  linkComponent,
  onNavigate,
}: ServiceMegaMenuProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ServiceMenuId | null>(defaultOpen ?? null);
  const rootRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const triggerRefs = useRef<Partial<Record<ServiceMenuId, HTMLButtonElement | null>>>({});
  const panelRefs = useRef<Partial<Record<ServiceMenuId, HTMLDivElement | null>>>({});

  const cancelHide = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const scheduleHide = useCallback(() => {
    cancelHide();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(null);
    }, hideDelayMs);
  }, [cancelHide, hideDelayMs]);

  useEffect(() => cancelHide, [cancelHide]);

  // Outside click closes.
  useEffect(() => {
    if (!open || variant !== 'horizontal') return undefined;
    const onPointerDown = (event: Event) => {
      if (
        rootRef.current &&
        event.target instanceof Node &&
        !rootRef.current.contains(event.target)
      ) {
        cancelHide();
        setOpen(null);
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, variant, cancelHide]);

  const closeAndFocus = (category: ServiceMenuId) => {
    cancelHide();
    setOpen(null);
    triggerRefs.current[category]?.focus();
  };

  const select = (
    category: ServiceMenuId,
    service: ServiceMenuServiceKey,
    event: MouseEvent<HTMLElement>,
  ) => {
    onSelect?.(category, service);
    cancelHide();
    setOpen(null);
    navigationClickHandler(serviceHref(category, service), onNavigate)(event);
  };

  const onTriggerKeyDown = (category: ServiceMenuId, event: KeyboardEvent<HTMLButtonElement>) => {
    const i = CATEGORIES.indexOf(category);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      cancelHide();
      setOpen(category);
      // Panel renders on the next frame.
      setTimeout(() => focusMenuItem(panelRefs.current[category] ?? null, 'first'), 0);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeAndFocus(category);
    } else if (
      variant === 'horizontal' &&
      (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
    ) {
      event.preventDefault();
      const next =
        CATEGORIES[
          (i + (event.key === 'ArrowRight' ? 1 : -1) + CATEGORIES.length) % CATEGORIES.length
        ];
      if (next) {
        triggerRefs.current[next]?.focus();
        if (open) setOpen(next);
      }
    }
  };

  const onPanelKeyDown = (category: ServiceMenuId, event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(
      panelRefs.current[category]?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeAndFocus(category);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusMenuItem(panelRefs.current[category] ?? null, index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index <= 0) triggerRefs.current[category]?.focus();
      else focusMenuItem(panelRefs.current[category] ?? null, index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusMenuItem(panelRefs.current[category] ?? null, 'first');
    } else if (event.key === 'End') {
      event.preventDefault();
      focusMenuItem(panelRefs.current[category] ?? null, 'last');
    }
  };

  const link = linkComponent ?? 'a';
  const horizontal = variant === 'horizontal';

  const panelList = (category: ServiceMenuId) => (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: horizontal ? 'repeat(2, minmax(150px, 1fr))' : '1fr',
        gap: 0.25,
      }}
    >
      {SERVICE_MENUS[category].map((service) => {
        const href = serviceHref(category, service);
        return (
          <li key={service}>
            <Box
              component={link}
              href={href}
              data-menu-item=""
              onClick={(e: MouseEvent<HTMLElement>) => select(category, service, e)}
              sx={(t) => {
                const p = (t.vars ?? t).palette;
                return {
                  display: 'block',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  color: p.text.primary,
                  textDecoration: 'none',
                  fontSize: '0.9375rem',
                  '&:hover': {
                    bgcolor: p.surface.brandSoft,
                    color: p.surface.brandSoftText,
                    ...(t.accessibility.highContrast ? { textDecoration: 'underline' } : {}),
                  },
                  '&:focus-visible': {
                    outline: `${t.accessibility.highContrast ? 3 : 2}px solid ${p.focus.ring}`,
                    outlineOffset: '-2px',
                  },
                };
              }}
            >
              {labels.services[service]}
            </Box>
          </li>
        );
      })}
    </Box>
  );

  return (
    <Box component="nav" aria-label={labels.nav} ref={rootRef} data-testid="service-mega-menu">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: horizontal ? 'row' : 'column',
          gap: horizontal ? 0.5 : 0,
          alignItems: horizontal ? 'center' : 'stretch',
        }}
      >
        {CATEGORIES.map((category) => {
          const isOpen = open === category;
          const panelId = `${baseId}-${category}-panel`;
          const triggerId = `${baseId}-${category}-trigger`;
          return (
            <Box
              component="li"
              key={category}
              sx={{ position: 'relative' }}
              onMouseEnter={
                horizontal
                  ? () => {
                      cancelHide();
                      setOpen(category);
                    }
                  : undefined
              }
              onMouseLeave={horizontal ? scheduleHide : undefined}
              onBlur={
                horizontal
                  ? (e: FocusEvent<HTMLElement>) => {
                      const next = e.relatedTarget as Node | null;
                      if (isOpen && next && !e.currentTarget.contains(next)) setOpen(null);
                    }
                  : undefined
              }
            >
              <ButtonBase
                id={triggerId}
                ref={(el: HTMLButtonElement | null) => {
                  triggerRefs.current[category] = el;
                }}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => {
                  cancelHide();
                  setOpen(isOpen ? null : category);
                }}
                onKeyDown={(e) => onTriggerKeyDown(category, e)}
                sx={(t) => {
                  const p = (t.vars ?? t).palette;
                  return {
                    gap: 0.5,
                    px: horizontal ? 1.5 : 2,
                    py: horizontal ? 1 : 1.5,
                    width: horizontal ? 'auto' : '100%',
                    justifyContent: horizontal ? 'center' : 'space-between',
                    borderRadius: horizontal ? 999 : 2,
                    fontWeight: 600,
                    fontSize: '0.9375rem',
                    color: isOpen ? p.primary.main : p.text.primary,
                    bgcolor: isOpen && horizontal ? p.surface.brandSoft : 'transparent',
                    '&:hover': { bgcolor: p.surface.muted },
                  };
                }}
              >
                {horizontal ? null : (
                  <Box
                    component="span"
                    aria-hidden="true"
                    sx={{
                      display: 'inline-flex',
                      color: 'primary.main',
                      mr: 1,
                      '& svg': { fontSize: 20 },
                    }}
                  >
                    {ICONS[category]}
                  </Box>
                )}
                <Box component="span" sx={{ flex: horizontal ? 'none' : 1, textAlign: 'left' }}>
                  {labels.categories[category]}
                </Box>
                <ExpandMoreRounded
                  fontSize="small"
                  aria-hidden="true"
                  sx={(t) => ({
                    transition: t.transitions.create('transform', {
                      duration: t.transitions.duration.shorter,
                    }),
                    transform: isOpen ? 'rotate(180deg)' : 'none',
                  })}
                />
              </ButtonBase>
              {horizontal ? (
                <Box
                  id={panelId}
                  ref={(el: HTMLDivElement | null) => {
                    panelRefs.current[category] = el;
                  }}
                  hidden={!isOpen}
                  onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => onPanelKeyDown(category, e)}
                  data-testid={`service-menu-panel-${category}`}
                  sx={(t) => {
                    const p = (t.vars ?? t).palette;
                    return {
                      position: 'absolute',
                      top: '100%',
                      left: 0,
                      pt: 1,
                      zIndex: t.zIndex.appBar + 1,
                      '&[hidden]': { display: 'none' },
                      '& > .panel': {
                        p: 2,
                        minWidth: 360,
                        borderRadius: 3,
                        bgcolor: p.surface.raised,
                        border: `${t.accessibility.highContrast ? 2 : 1}px solid ${p.border.subtle}`,
                        boxShadow: p.shadow.popover,
                        animation: t.accessibility.reducedMotion
                          ? 'none'
                          : 'ob-menu-in 160ms ease-out',
                      },
                      '@keyframes ob-menu-in': {
                        from: { opacity: 0, transform: 'translateY(-4px)' },
                        to: { opacity: 1, transform: 'none' },
                      },
                    };
                  }}
                >
                  <div className="panel">
                    <Typography
                      component="p"
                      variant="overline"
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        color: 'text.secondary',
                        px: 1.5,
                        mb: 0.5,
                        '& svg': { fontSize: 18, color: 'primary.main' },
                      }}
                    >
                      <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
                        {ICONS[category]}
                      </Box>
                      {labels.categories[category]}
                    </Typography>
                    {panelList(category)}
                  </div>
                </Box>
              ) : (
                <Box
                  id={panelId}
                  ref={(el: HTMLDivElement | null) => {
                    panelRefs.current[category] = el;
                  }}
                  onKeyDown={(e: KeyboardEvent<HTMLDivElement>) => onPanelKeyDown(category, e)}
                  data-testid={`service-menu-panel-${category}`}
                  sx={{ pl: 5, pb: 1 }}
                  hidden={!isOpen}
                >
                  {panelList(category)}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

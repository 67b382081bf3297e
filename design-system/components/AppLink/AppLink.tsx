import { forwardRef, type ElementType, type MouseEvent, type ReactNode } from 'react';
import Link, { type LinkProps } from '@mui/material/Link';
import type { NavigationProps } from '../types';

export interface AppLinkProps extends NavigationProps, Omit<LinkProps, 'href' | 'component'> {
  href: string;
  children?: ReactNode;
}

/** True when a click should be left to the browser (new tab, modified click). */
export function isModifiedClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** Builds the onClick that routes a plain click through onNavigate. */
export function navigationClickHandler(
  href: string,
  onNavigate: NavigationProps['onNavigate'],
  onClick?: (event: MouseEvent<HTMLElement>) => void,
) {
  return (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !onNavigate || isModifiedClick(event)) return;
    event.preventDefault();
    onNavigate(href, event);
  };
}

/** A themed MUI Link that renders through the app's link component. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, linkComponent, onNavigate, onClick, children, ...rest },
  ref,
) {
  const component: ElementType = linkComponent ?? 'a';
  return (
    <Link
      ref={ref}
      component={component}
      href={href}
      onClick={navigationClickHandler(
        href,
        onNavigate,
        onClick as ((e: MouseEvent<HTMLElement>) => void) | undefined,
      )}
      {...rest}
    >
      {children}
    </Link>
  );
});

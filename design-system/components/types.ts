import type { ElementType, MouseEvent } from 'react';

/**
 * How design-system components render links without knowing the router.
 *
 * - `linkComponent`: rendered with an `href` prop (plus className, children, aria props).
 *   For react-router pass an adapter, e.g.
 *   `forwardRef(({ href, ...rest }, ref) => <RouterLink ref={ref} to={href} {...rest} />)`.
 *   Defaults to a plain `<a>`.
 * - `onNavigate(href, event)`: optional; when given, a plain left click calls it and the default
 *   navigation is prevented (use it with the default `<a>` to push history yourself).
 */
export interface NavigationProps {
  linkComponent?: ElementType;
  onNavigate?: (href: string, event: MouseEvent<HTMLElement>) => void;
}

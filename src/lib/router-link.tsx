import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

export interface RouterLinkAdapterProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * The `linkComponent` handed to design-system components: they render links with `href`;
 * this turns them into client-side react-router links.
 */
export const RouterLinkAdapter = forwardRef<HTMLAnchorElement, RouterLinkAdapterProps>(
  function RouterLinkAdapter({ href, ...rest }, ref) {
    return <Link ref={ref} to={href} {...rest} />;
  },
);

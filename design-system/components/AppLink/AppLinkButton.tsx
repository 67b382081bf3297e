import Button, { type ButtonProps } from '@mui/material/Button';
import type { ElementType, MouseEvent } from 'react';
import type { NavigationProps } from '../types';
import { navigationClickHandler } from './AppLink';

export interface AppLinkButtonProps
  extends NavigationProps, Omit<ButtonProps, 'href' | 'component' | 'LinkComponent'> {
  href: string;
}

/** A button that is a link (Book now, Details …), rendered through the app's link component like AppLink. */
export function AppLinkButton({
  href,
  linkComponent,
  onNavigate,
  onClick,
  ...rest
}: AppLinkButtonProps) {
  const component: ElementType = linkComponent ?? 'a';
  return (
    <Button
      component={component}
      href={href}
      onClick={navigationClickHandler(
        href,
        onNavigate,
        onClick as ((event: MouseEvent<HTMLElement>) => void) | undefined,
      )}
      {...rest}
    />
  );
}

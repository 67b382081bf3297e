import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppLinkButton } from '@design-system/components/AppLink/AppLinkButton';
import { useT } from './support/labels';

/** A button that is a link (Book now): a plain click goes to onNavigate, modified clicks stay with the browser. */
function LocalizedAppLinkButton({
  onNavigate,
  variant,
}: {
  onNavigate?: (href: string) => void;
  variant?: 'contained' | 'outlined' | 'text';
}) {
  const t = useT();
  return (
    <AppLinkButton href="/booking/studio-bella-milano" variant={variant} onNavigate={onNavigate}>
      {t('search.card.bookNow')}
    </AppLinkButton>
  );
}

const meta = {
  title: 'Design System/AppLinkButton',
  component: LocalizedAppLinkButton,
  args: { onNavigate: fn(), variant: 'contained' },
} satisfies Meta<typeof LocalizedAppLinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Contained: Story = {};
export const Outlined: Story = { args: { variant: 'outlined' } };
export const PlainAnchor: Story = { args: { onNavigate: undefined, variant: 'text' } };

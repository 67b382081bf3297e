import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppLink } from '@design-system/components/AppLink/AppLink';
import { useT } from './support/labels';

/** A themed link: a plain click goes to onNavigate (the app's router), modified clicks stay with the browser. */
function LocalizedAppLink({ onNavigate }: { onNavigate?: (href: string) => void }) {
  const t = useT();
  return (
    <AppLink href="/search" onNavigate={onNavigate}>
      {t('searchWidget.find')}
    </AppLink>
  );
}

const meta = {
  title: 'Design System/AppLink',
  component: LocalizedAppLink,
  args: { onNavigate: fn() },
} satisfies Meta<typeof LocalizedAppLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PlainAnchor: Story = { args: { onNavigate: undefined } };

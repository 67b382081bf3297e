import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserMenu, type UserMenuProps } from '@design-system/components';
import { images } from './support/fixtures';
import { useUserMenuLabels } from './support/labels';

function LocalizedUserMenu(props: Omit<UserMenuProps, 'labels'>) {
  return <UserMenu {...props} labels={useUserMenuLabels()} />;
}

const meta = {
  title: 'Design System/UserMenu',
  component: LocalizedUserMenu,
  args: {
    user: { name: 'Giulia Rossi', email: 'giulia.rossi@example.com' },
    onLogout: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LocalizedUserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const WithAvatar: Story = {
  args: {
    user: { name: 'Giulia Rossi', email: 'giulia.rossi@example.com', avatarUrl: images.avatar },
  },
};
export const LongName: Story = {
  args: { user: { name: 'Maria Francesca Bianchi-Esposito' }, defaultOpen: true },
};

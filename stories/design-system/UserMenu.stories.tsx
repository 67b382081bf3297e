import { useIntl } from 'react-intl';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserMenu, type UserMenuProps } from '@design-system/components';
import { PATHS } from '@/domain/links';
import { images } from './support/fixtures';
import { useUserMenuLabels } from './support/labels';

function LocalizedUserMenu({
  asAdmin = false,
  ...props
}: Omit<UserMenuProps, 'labels' | 'profileHref' | 'bookingsHref'> & { asAdmin?: boolean }) {
  const intl = useIntl();
  const extraLinks = asAdmin
    ? [{ label: intl.formatMessage({ id: 'userMenu.adminShops' }), href: PATHS.adminShops }]
    : undefined;
  return (
    <UserMenu
      {...props}
      profileHref={PATHS.profile}
      bookingsHref={PATHS.bookings}
      extraLinks={extraLinks}
      labels={useUserMenuLabels()}
    />
  );
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
/** An admin's menu adds the shop-review destination. */
export const AdminOpen: Story = {
  args: {
    user: { name: 'Admin Orabella', email: 'admin@orabella.demo' },
    defaultOpen: true,
    asAdmin: true,
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Logo, type LogoProps } from '@design-system/components';
import { PATHS } from '@/domain/links';
import { useT } from './support/labels';

function LocalizedLogo(props: Omit<LogoProps, 'href'> & { href?: string | null }) {
  const t = useT();
  return <Logo name={t('app.name')} ariaLabel={t('header.home')} href={PATHS.home} {...props} />;
}

const meta = {
  title: 'Design System/Logo',
  component: LocalizedLogo,
  args: { onNavigate: fn() },
} satisfies Meta<typeof LocalizedLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const MarkOnly: Story = { args: { markOnly: true } };
export const NotALink: Story = { args: { href: null } };

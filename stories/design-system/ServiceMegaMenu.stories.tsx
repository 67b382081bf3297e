import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { fn } from 'storybook/test';
import { ServiceMegaMenu, type ServiceMegaMenuProps } from '@design-system/components';
import { serviceSearchHref } from '@/domain/links';
import { useServiceMegaMenuLabels } from './support/labels';

function LocalizedServiceMegaMenu(props: Omit<ServiceMegaMenuProps, 'labels' | 'serviceHref'>) {
  return (
    <Box
      sx={{
        minHeight: props.variant === 'vertical' ? 0 : 360,
        maxWidth: props.variant === 'vertical' ? 360 : 'none',
      }}
    >
      <ServiceMegaMenu
        {...props}
        serviceHref={serviceSearchHref}
        labels={useServiceMegaMenuLabels()}
      />
    </Box>
  );
}

const meta = {
  title: 'Design System/ServiceMegaMenu',
  component: LocalizedServiceMegaMenu,
  args: { onSelect: fn(), onNavigate: fn() },
} satisfies Meta<typeof LocalizedServiceMegaMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HairOpen: Story = { args: { defaultOpen: 'hairServices' } };
export const NailsOpen: Story = { args: { defaultOpen: 'nailServices' } };
export const BodyOpen: Story = { args: { defaultOpen: 'bodyServices' } };
export const FaceOpen: Story = { args: { defaultOpen: 'faceServices' } };
export const Vertical: Story = { args: { variant: 'vertical' } };
export const VerticalOpen: Story = { args: { variant: 'vertical', defaultOpen: 'faceServices' } };

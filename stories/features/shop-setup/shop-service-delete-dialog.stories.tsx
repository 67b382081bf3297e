import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServiceDeleteDialog } from '@/features/shop-setup/services/service-delete-dialog';
import { ApiError } from '@/lib/api';
import { withStoryShell } from '../support/story-shell';

/** Deleting a service: asked first; refused while upcoming bookings use it, with "Disable instead". */
const meta = {
  title: 'Features/ShopSetup/ShopServiceDeleteDialog',
  component: ServiceDeleteDialog,
  decorators: [withStoryShell],
  args: {
    name: 'Balayage Highlights',
    enabled: true,
    busy: false,
    error: null,
    disabling: false,
    onClose: fn(),
    onConfirm: fn(),
    onDisable: fn(),
  },
} satisfies Meta<typeof ServiceDeleteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const inUse = new ApiError(
  409,
  'This service has 2 upcoming bookings, so it cannot be deleted. Disable it instead: no new bookings are taken.',
  undefined,
  undefined,
  'SHOP_SERVICE_HAS_BOOKINGS',
);

export const Confirm: Story = {};

export const Deleting: Story = { args: { busy: true } };

/** Refused: upcoming bookings use it; the owner can disable it instead. */
export const InUse: Story = { args: { error: inUse } };

export const Disabling: Story = { args: { error: inUse, disabling: true } };

export const Failed: Story = {
  args: { error: new ApiError(500, 'Internal', undefined, undefined, 'INTERNAL') },
};

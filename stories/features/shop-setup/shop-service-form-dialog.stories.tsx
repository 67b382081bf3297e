import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServiceFormDialog } from '@/features/shop-setup/services/service-form-dialog';
import { withStoryShell } from '../support/story-shell';
import { STORY_SERVICES } from './shop-services-story-fixtures';

/** The add/edit dialog of a service: both languages, hours + minutes, euro, options, booking settings. */
const meta = {
  title: 'Features/ShopSetup/ShopServiceFormDialog',
  component: ServiceFormDialog,
  decorators: [withStoryShell],
  args: {
    open: true,
    service: null,
    onClose: fn(),
    onSave: fn(async () => STORY_SERVICES[0]!),
  },
} satisfies Meta<typeof ServiceFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding: the editor's defaults (30 minutes, enabled, bookable online), nothing written yet. */
export const Add: Story = {};

/** Editing a service with options and its own cancellation terms. */
export const Edit: Story = { args: { service: STORY_SERVICES[1]! } };

/** No name, price 0, 4 minutes, a fraction of a cent on an option: the schema's messages. */
export const Invalid: Story = {
  args: {
    initialTouched: true,
    initialValues: {
      name: { en: 'X', it: '' },
      price: 0,
      duration: { hours: 0, minutes: 4 },
    },
  },
};

export const Saving: Story = { args: { service: STORY_SERVICES[1]!, initialSaving: true } };

export const SaveFailed: Story = {
  args: { service: STORY_SERVICES[1]!, initialFailure: 'shopSetup.services.updateError' },
};

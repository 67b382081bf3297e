import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PersonalInfoForm } from '@/features/profile/components/personal-info-form';
import { withStoryShell } from '../support/story-shell';
import { customerProfile, emptyCustomerProfile, shopProfile } from './fixtures';

/** Personal info on /profile (spec 02 §2.6): formik + the shared profileSchemaFor(role). */
const meta = {
  title: 'Features/Profile/PersonalInfoForm',
  component: PersonalInfoForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 880 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: {
    profile: customerProfile,
    onSave: fn(async () => customerProfile),
    onUploadAvatar: fn(async () => ''),
    onRemoveAvatar: fn(async () => {}),
  },
} satisfies Meta<typeof PersonalInfoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only, before Edit. */
export const ReadOnly: Story = {};

/** A new customer, editing, nothing filled in yet. */
export const Empty: Story = { args: { profile: emptyCustomerProfile, initialEditing: true } };

/** Touched with an empty name, a bad email and a bad phone: the schema's messages show; Save is disabled. */
export const Invalid: Story = {
  args: {
    initialEditing: true,
    initialTouched: true,
    initialValues: { name: '', email: 'not-an-email', phone: '12ab' },
  },
};

export const Submitting: Story = { args: { initialEditing: true, initialSaving: true } };

export const Failed: Story = {
  args: { initialEditing: true, initialNotice: { severity: 'error', id: 'profile.updateError' } },
};

export const Success: Story = {
  args: { initialNotice: { severity: 'success', id: 'profile.updateSuccess' } },
};

/** A shop owner: business name label, business type, tax id and description; no health fields. */
export const ShopEditing: Story = {
  args: { profile: shopProfile, onSave: fn(async () => shopProfile), initialEditing: true },
};

import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AUTH_MESSAGES } from '@/domain/auth';
import { RegisterForm } from '@/features/auth/components/register-form';
import { withStoryShell } from '../support/story-shell';

const filled = {
  name: 'Giulia Romano',
  email: 'giulia@example.com',
  phone: '+39 06 1234 5678',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};

/** The registration form (src/features/auth/components/register-form.tsx): formik + registerSchema. */
const meta = {
  title: 'Features/Auth/RegisterForm',
  component: RegisterForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 520 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof RegisterForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A shop: the name field asks for the business name. */
export const Business: Story = { args: { initialValues: { role: 'shop' } } };

/** Filled in and valid: the submit button is enabled. */
export const Filled: Story = { args: { initialValues: filled } };

/** Touched with every rule broken: the schema's messages show and submit stays disabled. */
export const Invalid: Story = {
  args: {
    initialValues: {
      name: 'G',
      email: 'giulia@',
      phone: '06-abc',
      password: '123',
      confirmPassword: '321',
      acceptTerms: false,
    },
    initialTouched: {
      name: true,
      email: true,
      phone: true,
      password: true,
      confirmPassword: true,
      acceptTerms: true,
    },
  },
};

export const Submitting: Story = { args: { initialValues: filled, busy: true } };

/** The server answered 409: its message is shown above the fields. */
export const Failed: Story = {
  args: { initialValues: filled, initialError: AUTH_MESSAGES.emailTaken },
};

/** Registered as a customer: the success text, then (on the page) the dashboard after 2 s. */
export const Success: Story = { args: { initialValues: filled, success: 'customer' } };

/** Registered as a business: the success text says it awaits approval. */
export const SuccessBusiness: Story = {
  args: { initialValues: { ...filled, role: 'shop', name: 'Salone Aurora' }, success: 'shop' },
};

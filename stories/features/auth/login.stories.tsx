import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { AppRoutes } from '@/app/routes';
import { LoginForm } from '@/features/auth/components/login-form';
import { withStoryShell } from '../support/story-shell';

/** The login form (src/features/auth/components/login-form.tsx): formik + the shared yup loginSchema. */
const meta = {
  title: 'Features/Auth/LoginForm',
  component: LoginForm,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 480 }}>
        <Story />
      </Box>
    ),
    withStoryShell,
  ],
  args: { onSubmit: fn(async () => {}), showDemoAccounts: true },
} satisfies Meta<typeof LoginForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Touched with an invalid email and no password: the schema's messages show. */
export const Invalid: Story = {
  args: {
    initialValues: { email: 'not-an-email', password: '' },
    initialTouched: { email: true, password: true },
  },
};

export const Submitting: Story = {
  args: { initialValues: { email: 'customer@orabella.demo', password: 'Demo1234!' }, busy: true },
};

function FailedForm(props: ComponentProps<typeof LoginForm>) {
  const intl = useIntl();
  return (
    <LoginForm {...props} initialError={intl.formatMessage({ id: 'auth.invalidCredentials' })} />
  );
}

/** The server answered 401: the translated failure is shown above the fields. */
export const Failed: Story = {
  args: { initialValues: { email: 'customer@orabella.demo', password: 'wrong' } },
  render: (args) => <FailedForm {...args} />,
};

/**
 * After a successful login the route guard moves on: here a signed-in customer opening /login lands on the
 * customer dashboard (shop → /shop/personal, admin → /shop/personal, or `returnTo`).
 */
export const Success: Story = {
  decorators: [(Story) => <Story />],
  parameters: { shell: { path: '/login', role: 'customer' }, layout: 'fullscreen' },
  render: () => <AppRoutes />,
};

import type { Decorator } from '@storybook/react-vite';
import { SessionBridge } from '@/features/auth';
import { withStoryShell } from '../support/story-shell';

/** The story shell (store, router, signed-in role) and the API client handed its session. */
const withSessionBridge: Decorator = (Story) => (
  <>
    <SessionBridge />
    <Story />
  </>
);

export const salesDecorators: Decorator[] = [withSessionBridge, withStoryShell];

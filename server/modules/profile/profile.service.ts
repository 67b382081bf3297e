import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import type { SessionControl } from '../auth/auth.contract';

export type ProfileService = ReturnType<typeof createProfileService>;

/** STUB: profile, password, settings, avatar, delete account, export data. */
export function createProfileService(deps: {
  config: Config;
  mailer: Mailer;
  sessions: SessionControl;
  onShopsChanged: () => void;
}) {
  return { deps };
}

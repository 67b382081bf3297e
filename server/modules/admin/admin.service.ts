import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';

export type AdminService = ReturnType<typeof createAdminService>;

/** STUB: pending shops, approve, reject (emails the owner); `onShopsChanged` refreshes the public catalog. */
export function createAdminService(deps: {
  config: Config;
  mailer: Mailer;
  onShopsChanged: () => void;
}) {
  return { deps };
}

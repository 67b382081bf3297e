/**
 * Texts for the password design-system components (PasswordField, PasswordChecklist), from the shared
 * catalogs, following src/lib/ui/design-system-labels.ts: the app, its stories and its tests fill the
 * components' `labels` props with these hooks. Each object is rebuilt only when the language changes.
 */
import { useMemo } from 'react';
import type { PasswordChecklistLabels, PasswordFieldLabels } from '@design-system/components';
import { useT } from './design-system-labels';

/** Show/hide toggle of a PasswordField. */
export function usePasswordFieldLabels(): PasswordFieldLabels {
  const t = useT();
  return useMemo(() => ({ show: t('auth.showPassword'), hide: t('auth.hidePassword') }), [t]);
}

/** The four requirements of a new password (reset, profile → change password). */
export function usePasswordChecklistLabels(): PasswordChecklistLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t('auth.passwordChecklist.title'),
      items: {
        length: t('auth.passwordChecklist.length'),
        uppercase: t('auth.passwordChecklist.uppercase'),
        lowercase: t('auth.passwordChecklist.lowercase'),
        digit: t('auth.passwordChecklist.digit'),
      },
      met: t('auth.passwordChecklist.met'),
      unmet: t('auth.passwordChecklist.unmet'),
    }),
    [t],
  );
}

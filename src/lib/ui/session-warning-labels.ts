/** Texts for the design system's SessionWarningDialog (mapped to message ids like design-system-labels.ts). */
import { useMemo } from 'react';
import type { SessionWarningDialogLabels } from '@design-system/components';
import { useT } from './design-system-labels';

export function useSessionWarningLabels(): SessionWarningDialogLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t('session.warning.title'),
      subtitle: t('session.warning.subtitle'),
      message: (minutes) => t('session.warning.message', { minutes }),
      timeRemaining: t('session.warning.timeRemaining'),
      extending: t('session.warning.extending'),
      extend: t('session.warning.extend'),
      logout: t('session.warning.logout'),
      dismiss: t('session.warning.dismiss'),
    }),
    [t],
  );
}

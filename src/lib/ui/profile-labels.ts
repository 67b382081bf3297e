/**
 * Texts for the design-system components used by the profile and admin screens (PasswordField,
 * PasswordChecklist, TagInput, ConfirmDialog), mapped to their message ids in one place, like
 * design-system-labels.ts.
 */
import { useMemo } from 'react';
import type { ConfirmDialogLabels } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import type { PasswordChecklistLabels } from '@design-system/components/PasswordChecklist/PasswordChecklist';
import type { PasswordFieldLabels } from '@design-system/components/PasswordField/PasswordField';
import type { TagInputLabels } from '@design-system/components/TagInput/TagInput';
import { useT } from './design-system-labels';

export function usePasswordToggleLabels(): PasswordFieldLabels {
  const t = useT();
  return useMemo(
    () => ({ show: t('profile.password.show'), hide: t('profile.password.hide') }),
    [t],
  );
}

export function useNewPasswordChecklistLabels(): PasswordChecklistLabels {
  const t = useT();
  return useMemo(
    () => ({
      title: t('profile.password.checklistTitle'),
      items: {
        length: t('profile.password.check.length'),
        uppercase: t('profile.password.check.uppercase'),
        lowercase: t('profile.password.check.lowercase'),
        digit: t('profile.password.check.digit'),
      },
      met: t('profile.password.met'),
      unmet: t('profile.password.unmet'),
    }),
    [t],
  );
}

export function useTagInputLabels(): TagInputLabels {
  const t = useT();
  return useMemo(
    () => ({
      add: t('profile.tags.add'),
      remove: (tag: string) => t('profile.tags.remove', { tag }),
      empty: t('profile.tags.empty'),
      duplicate: t('profile.tags.duplicate'),
    }),
    [t],
  );
}

export function useDeleteAccountDialogLabels(): ConfirmDialogLabels {
  const t = useT();
  return useMemo(
    () => ({
      confirm: t('profile.delete.confirm'),
      cancel: t('profile.delete.cancel'),
      busy: t('profile.delete.deleting'),
    }),
    [t],
  );
}

export function useRejectShopDialogLabels(): ConfirmDialogLabels {
  const t = useT();
  return useMemo(
    () => ({
      confirm: t('admin.reject.confirm'),
      cancel: t('admin.reject.cancel'),
      busy: t('admin.reject.submitting'),
    }),
    [t],
  );
}

import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteAccountDialogLabels } from '@/lib/ui/profile-labels';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import { errorText } from '@/lib/error-text';
import { useTimedNotice, type Notice } from '../use-timed-message';
import { NoticeAlert } from './notice-alert';

export interface DeleteAccountSectionProps {
  /** DELETE /api/users/profile; on success the caller ends the session. */
  onDelete: () => Promise<void>;
  /** Called after a successful deletion (log out, go to '/'). */
  onDeleted: () => void;
  /** Stories: the modal open, deleting, or a failure shown. */
  initialOpen?: boolean;
  initialDeleting?: boolean;
  initialNotice?: Notice | null;
}

/**
 * Delete account (spec 02 §2.6): a confirmation modal (Cancel, Escape or the backdrop close it); confirm shows
 * a deleting state; success ends the session; failure closes the modal and shows the error.
 */
export function DeleteAccountSection({
  onDelete,
  onDeleted,
  initialOpen = false,
  initialDeleting = false,
  initialNotice = null,
}: DeleteAccountSectionProps) {
  const intl = useIntl();
  const labels = useDeleteAccountDialogLabels();
  const [open, setOpen] = useState(initialOpen);
  const [deleting, setDeleting] = useState(initialDeleting);
  const [notice, showNotice] = useTimedNotice(initialNotice);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
      setDeleting(false);
      setOpen(false);
      onDeleted();
    } catch (error) {
      setDeleting(false);
      setOpen(false);
      showNotice({ severity: 'error', text: errorText(error, intl, 'deleteAccountError') });
    }
  };

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="profile-delete-title">
      <Typography id="profile-delete-title" variant="h6" component="h3" color="error">
        <FormattedMessage id="profile.delete.title" />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="profile.delete.description" />
      </Typography>
      <NoticeAlert notice={notice} />
      <div>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverRounded />}
          onClick={() => {
            showNotice(null);
            setOpen(true);
          }}
        >
          <FormattedMessage id="profile.delete.button" />
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={intl.formatMessage({ id: 'profile.delete.confirmTitle' })}
        description={intl.formatMessage({ id: 'profile.delete.confirmBody' })}
        labels={labels}
        tone="danger"
        busy={deleting}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}

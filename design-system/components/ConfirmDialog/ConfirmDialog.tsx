import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogLabels {
  confirm: string;
  cancel: string;
  /** Confirm button text while `busy`, e.g. "Deleting…". */
  busy: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  labels: ConfirmDialogLabels;
  /** Closes on Cancel, Escape or a backdrop click (not while busy). */
  onClose: () => void;
  /** Called by the confirm button, unless `formId` makes it submit that form instead. */
  onConfirm?: () => void;
  /** The confirm action is running: buttons disabled, spinner, the dialog stays open. */
  busy?: boolean;
  confirmDisabled?: boolean;
  /** 'danger' colours the confirm button as destructive. */
  tone?: 'danger' | 'primary';
  /** When the dialog holds a form (children), the confirm button submits the form with this id. */
  formId?: string;
  /** Extra content under the description, e.g. a form. */
  children?: ReactNode;
}

/**
 * A modal confirmation (delete account, reject a shop): focus is trapped inside and returns to the
 * opener on close; Escape, a backdrop click and Cancel close it. Text comes in as props.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  labels,
  onClose,
  onConfirm,
  busy = false,
  confirmDisabled = false,
  tone = 'primary',
  formId,
  children,
}: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {description && (
          <DialogContentText id={descriptionId} sx={{ mb: children ? 2 : 0 }}>
            {description}
          </DialogContentText>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {labels.cancel}
        </Button>
        <Button
          variant="contained"
          color={tone === 'danger' ? 'error' : 'primary'}
          type={formId ? 'submit' : 'button'}
          form={formId}
          onClick={formId ? undefined : onConfirm}
          disabled={busy || confirmDisabled}
          aria-busy={busy || undefined}
          startIcon={
            busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {busy ? labels.busy : labels.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

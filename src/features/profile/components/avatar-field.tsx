import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@/domain/constants';
import { AVATAR_TYPES } from '@/domain/profile';
import { initialsOf } from '@design-system/components/UserMenu/UserMenu';
import { errorText } from '@/lib/error-text';

export interface AvatarFieldProps {
  name: string;
  avatarUrl: string | null;
  /** Upload and remove are offered only while editing. */
  editing: boolean;
  onUpload: (file: File) => Promise<string>;
  onRemove: () => Promise<void>;
}

/** The client-side checks before anything is sent (spec 02 §5): an accepted image type, at most 5 MB. */
export function avatarProblem(file: File): 'invalidImageType' | 'imageTooLarge' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'invalidImageType';
  if (file.size > IMAGE_UPLOAD_LIMIT_BYTES) return 'imageTooLarge';
  return null;
}

/** Profile photo: preview, upload (checked here first) and remove. */
export function AvatarField({ name, avatarUrl, editing, onUpload, onRemove }: AvatarFieldProps) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      setError(intl.formatMessage({ id: problem }));
      return;
    }
    setError(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    setBusy('upload');
    try {
      await onUpload(file);
    } catch (failure) {
      setError(errorText(failure, intl, 'profile.avatar.uploadError'));
    } finally {
      setPreview(null);
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    setError(null);
    try {
      await onRemove();
    } catch (failure) {
      setError(errorText(failure, intl, 'profile.avatar.deleteError'));
    } finally {
      setBusy(null);
    }
  };

  const shown = preview ?? avatarUrl ?? undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={shown}
        alt={intl.formatMessage({ id: 'profile.avatar.title' })}
        sx={{
          width: 80,
          height: 80,
          fontSize: '1.75rem',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {initialsOf(name || '?')}
      </Avatar>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          <FormattedMessage id="profile.avatar.title" />
        </Typography>
        {editing && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              hidden
              onChange={choose}
              data-testid="avatar-input"
            />
            <Button
              variant="outlined"
              size="small"
              onClick={() => input.current?.click()}
              disabled={busy !== null}
              startIcon={
                busy === 'upload' ? (
                  <CircularProgress size={16} color="inherit" aria-hidden="true" />
                ) : (
                  <PhotoCameraRounded />
                )
              }
            >
              <FormattedMessage
                id={busy === 'upload' ? 'profile.avatar.uploading' : 'profile.avatar.upload'}
              />
            </Button>
            {avatarUrl && (
              <Button
                variant="text"
                size="small"
                color="error"
                onClick={remove}
                disabled={busy !== null}
                startIcon={<DeleteOutlineRounded />}
              >
                <FormattedMessage id="profile.avatar.remove" />
              </Button>
            )}
          </Stack>
        )}
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="profile.avatar.hint" />
        </Typography>
        {error && (
          <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
            {error}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}

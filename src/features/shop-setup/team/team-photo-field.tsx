import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TEAM_PHOTO_MAX_BYTES, TEAM_PHOTO_TYPES } from '@/domain/shop-team';

/**
 * A person's photo: the current one or a preview of the file chosen, a choose button, the upload's progress, and
 * the type and size checks the server makes (so a wrong file is said at once, not after the upload).
 */
export function TeamPhotoField({
  current,
  file,
  progress,
  disabled,
  onChange,
}: {
  current: string | null;
  file: File | null;
  progress: number | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const intl = useIntl();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={preview ?? current ?? undefined} alt="" sx={{ width: 64, height: 64 }} />
        <Button component="label" htmlFor={inputId} variant="outlined" disabled={disabled}>
          <FormattedMessage
            id={current || file ? 'shopSetup.team.photoChange' : 'shopSetup.team.photoChoose'}
          />
          <input
            id={inputId}
            hidden
            type="file"
            accept={TEAM_PHOTO_TYPES.join(',')}
            disabled={disabled}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!chosen) return;
              if (!(TEAM_PHOTO_TYPES as readonly string[]).includes(chosen.type))
                return setProblem('errors.TEAM_PHOTO_INVALID_TYPE');
              if (chosen.size > TEAM_PHOTO_MAX_BYTES)
                return setProblem('errors.TEAM_PHOTO_TOO_LARGE');
              setProblem(null);
              onChange(chosen);
            }}
          />
        </Button>
      </Stack>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={intl.formatMessage({ id: 'shopSetup.team.photoUploading' })}
        />
      )}
      {problem && (
        <Typography color="error" variant="body2" role="alert">
          {intl.formatMessage({ id: problem })}
        </Typography>
      )}
    </Stack>
  );
}

import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import {
  SERVICE_IMAGE_MAX_BYTES,
  SERVICE_IMAGE_TYPES,
  type ServiceImage,
} from '@/domain/service-images';
import { errorText } from '@/lib/error-text';
import type { UploadProgress } from '../profile/api';

export interface ServiceImageEditorProps {
  /** the service's picture now; null when none */
  image: ServiceImage | null;
  onUpload: (file: File, onProgress: UploadProgress) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  /** stories and tests: an upload under way (0…1) or a failure shown at once */
  initialUpload?: { name: string; progress: number } | null;
  initialError?: string | null;
}

const ACCEPT = SERVICE_IMAGE_TYPES.join(',');

/**
 * The service's picture in the services editor (spec 03 §7 "image"): upload with a progress bar (PNG, JPEG or
 * WebP up to 5 MB; the server checks the content and resizes), replace, or remove after a confirm. It is saved
 * at once, apart from the form, and customers see it on the service's card.
 */
export function ServiceImageEditor({
  image,
  onUpload,
  onRemove,
  initialUpload = null,
  initialError = null,
}: ServiceImageEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const baseId = useId();
  const [upload, setUpload] = useState(initialUpload);
  const [error, setError] = useState<string | null>(initialError);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    // refused here before a byte is sent; the server checks again (by content, not by name)
    if (file.size > SERVICE_IMAGE_MAX_BYTES) return setError(t('errors.SERVICE_IMAGE_TOO_LARGE'));
    setUpload({ name: file.name, progress: 0 });
    try {
      await onUpload(file, (progress) => setUpload({ name: file.name, progress }));
    } catch (failure) {
      setError(errorText(failure, intl, 'shopSetup.services.picture.uploadFailed'));
    } finally {
      setUpload(null);
    }
  };

  const remove = async () => {
    setRemoving(true);
    setError(null);
    try {
      await onRemove();
    } catch (failure) {
      setError(errorText(failure, intl, 'shopSetup.services.picture.removeFailed'));
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  const busy = upload !== null || removing;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${baseId}-title`}>
      <Typography
        id={`${baseId}-title`}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        {t('shopSetup.services.picture.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('shopSetup.services.picture.help')}
      </Typography>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Box
          sx={{
            width: 144,
            aspectRatio: '4 / 3',
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
          }}
        >
          {image ? (
            <Box
              component="img"
              src={image.card}
              alt={t('shopSetup.services.picture.alt')}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
              {t('shopSetup.services.picture.none')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button component="label" variant="outlined" size="small" disabled={busy}>
            {t(image ? 'shopSetup.services.picture.replace' : 'shopSetup.services.picture.upload')}
            <input hidden type="file" accept={ACCEPT} onChange={(e) => void pick(e)} />
          </Button>
          {image && (
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteOutlineRounded fontSize="small" />}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              {t('shopSetup.services.picture.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
      {upload && (
        <Box>
          <Typography variant="body2" id={`${baseId}-upload`} noWrap>
            {t('shopSetup.services.picture.uploading', { name: upload.name })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-labelledby={`${baseId}-upload`}
          />
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('shopSetup.services.picture.confirmTitle')}
        description={t('shopSetup.services.picture.confirmBody')}
        labels={{
          confirm: t('shopSetup.services.picture.remove'),
          cancel: t('shopSetup.services.cancel'),
          busy: t('shopSetup.services.picture.removing'),
        }}
        tone="danger"
        busy={removing}
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}

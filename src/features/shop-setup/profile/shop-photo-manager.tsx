import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@design-system/components/ConfirmDialog/ConfirmDialog';
import {
  GALLERY_MAX,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PHOTOS_PER_UPLOAD,
  type PhotoRole,
  type ShopPhoto,
} from '@/domain/shop-photos';
import { errorText } from '@/lib/error-text';
import type { UploadProgress } from './api';

export interface ShopPhotoManagerProps {
  photos: ShopPhoto[];
  onUpload: (files: File[], role: PhotoRole, onProgress: UploadProgress) => Promise<unknown>;
  onReorder: (order: string[]) => Promise<unknown>;
  onRemove: (photoId: string) => Promise<unknown>;
  /** stories and tests: an upload under way (0…1) or a failure shown at once */
  initialUpload?: { name: string; progress: number } | null;
  initialError?: string | null;
}

const ACCEPT = PHOTO_TYPES.join(',');

/**
 * Logo, cover and gallery (spec 03 "photos: logo, cover, gallery"): uploads with a progress bar, reorder with
 * move buttons (keyboard and screen-reader friendly; the moved photo keeps the focus), delete after a confirm.
 */
export function ShopPhotoManager({
  photos,
  onUpload,
  onReorder,
  onRemove,
  initialUpload = null,
  initialError = null,
}: ShopPhotoManagerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [upload, setUpload] = useState(initialUpload);
  const [error, setError] = useState<string | null>(initialError);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<ShopPhoto | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);

  const logo = photos.find((p) => p.role === 'logo') ?? null;
  const cover = photos.find((p) => p.role === 'cover') ?? null;
  const gallery = photos.filter((p) => p.role === 'gallery');

  const pick = (role: PhotoRole) => async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setError(null);
    // refused here before a byte is sent; the server checks again (by content, not by name)
    if (files.some((file) => file.size > PHOTO_MAX_BYTES))
      return setError(t('errors.PHOTO_TOO_LARGE'));
    if (files.length > PHOTOS_PER_UPLOAD) return setError(t('errors.PHOTOS_TOO_MANY'));
    const name = files.map((file) => file.name).join(', ');
    setUpload({ name, progress: 0 });
    try {
      await onUpload(files, role, (progress) => setUpload({ name, progress }));
    } catch (failure) {
      setError(errorText(failure, intl, 'shopSetup.profile.photos.uploadFailed'));
    } finally {
      setUpload(null);
    }
  };

  const move = async (index: number, by: -1 | 1) => {
    const next = [...gallery];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setError(null);
    setBusy(true);
    try {
      await onReorder(
        [logo, cover, ...next].filter((p): p is ShopPhoto => p !== null).map((p) => p.id),
      );
      setAnnouncement(t('shopSetup.profile.photos.moved', { n: index + by + 1 }));
    } catch (failure) {
      setError(errorText(failure, intl, 'shopSetup.profile.photos.changeFailed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!confirming) return;
    setDeleting(true);
    setError(null);
    try {
      await onRemove(confirming.id);
      setConfirming(null);
    } catch (failure) {
      setConfirming(null);
      setError(errorText(failure, intl, 'shopSetup.profile.photos.changeFailed'));
    } finally {
      setDeleting(false);
    }
  };

  const uploadButton = (role: PhotoRole, label: string, multiple = false, disabled = false) => (
    <Button
      component="label"
      variant="outlined"
      size="small"
      disabled={disabled || upload !== null}
    >
      {label}
      <input hidden type="file" accept={ACCEPT} multiple={multiple} onChange={pick(role)} />
    </Button>
  );

  const single = (role: 'logo' | 'cover', photo: ShopPhoto | null) => (
    <Stack spacing={1} sx={{ flex: '1 1 160px', minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4">
        {t(`shopSetup.profile.photos.${role}`)}
      </Typography>
      <Box
        sx={{
          aspectRatio: role === 'logo' ? '1' : '16 / 9',
          maxWidth: role === 'logo' ? 120 : 320,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {photo ? (
          <Box
            component="img"
            src={photo.urls[role === 'logo' ? 'thumb' : 'card']}
            alt={t(`shopSetup.profile.photos.${role}`)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
            {t('shopSetup.profile.photos.none')}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        {uploadButton(
          role,
          t(photo ? 'shopSetup.profile.photos.replace' : 'shopSetup.profile.photos.upload'),
        )}
        {photo && (
          <IconButton
            aria-label={t('shopSetup.profile.photos.deleteRole', {
              role: t(`shopSetup.profile.photos.${role}`),
            })}
            onClick={() => setConfirming(photo)}
            size="small"
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Stack>
  );

  return (
    <Stack spacing={2} component="section" aria-labelledby="shop-photos-title">
      <Typography id="shop-photos-title" variant="h6" component="h3">
        {t('shopSetup.profile.photos.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('shopSetup.profile.photos.help')}
      </Typography>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {upload && (
        <Box>
          <Typography variant="body2" id="shop-photos-upload-label" noWrap>
            {t('shopSetup.profile.photos.uploading', { name: upload.name })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-labelledby="shop-photos-upload-label"
          />
        </Box>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
        {single('logo', logo)}
        {single('cover', cover)}
      </Stack>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle2" component="h4" id="shop-photos-gallery">
          {t('shopSetup.profile.photos.gallery', { count: gallery.length, max: GALLERY_MAX })}
        </Typography>
        {uploadButton(
          'gallery',
          t('shopSetup.profile.photos.uploadGallery'),
          true,
          gallery.length >= GALLERY_MAX,
        )}
      </Stack>
      {gallery.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('shopSetup.profile.photos.galleryEmpty')}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-labelledby="shop-photos-gallery"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {gallery.map((photo, index) => (
            <Box
              component="li"
              key={photo.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              <Box sx={{ position: 'relative' }}>
                <Box
                  component="img"
                  src={photo.urls.thumb}
                  alt={t('shopSetup.profile.photos.alt', { n: index + 1 })}
                  sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
                />
                {/* over the picture: beside the buttons it pushed the last one out of a narrow tile */}
                {index === 0 && !cover && (
                  <Chip
                    size="small"
                    label={t('shopSetup.profile.photos.firstIsCover')}
                    sx={(theme) => ({
                      position: 'absolute',
                      top: 6,
                      left: 6,
                      bgcolor: (theme.vars ?? theme).palette.background.paper,
                    })}
                  />
                )}
              </Box>
              <Stack direction="row" sx={{ alignItems: 'center', px: 0.5 }}>
                <Typography variant="caption" sx={{ flex: 1, pl: 0.5 }}>
                  {index + 1}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('shopSetup.profile.photos.moveUp', { n: index + 1 })}
                  disabled={index === 0 || busy}
                  onClick={() => void move(index, -1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('shopSetup.profile.photos.moveDown', { n: index + 1 })}
                  disabled={index === gallery.length - 1 || busy}
                  onClick={() => void move(index, 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('shopSetup.profile.photos.delete', { n: index + 1 })}
                  onClick={() => setConfirming(photo)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <Box
        aria-live="polite"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {announcement}
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={t('shopSetup.profile.photos.confirmTitle')}
        description={t('shopSetup.profile.photos.confirmBody')}
        labels={{
          confirm: t('shopSetup.profile.photos.confirmDelete'),
          cancel: t('shopSetup.profile.photos.cancel'),
          busy: t('shopSetup.profile.photos.deleting'),
        }}
        tone="danger"
        busy={deleting}
        onClose={() => setConfirming(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}

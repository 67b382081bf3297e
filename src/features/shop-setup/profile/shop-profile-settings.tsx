import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { ShopPhotoManager } from './shop-photo-manager';
import { ShopProfileForm } from './shop-profile-form';
import {
  useProfileDraft,
  useSaveShopProfile,
  useShopPhotos,
  useShopProfile,
} from './use-shop-profile';

/**
 * The settings › profile tab (spec 03 "Shop profile"): the shop's photos and its profile form, loaded from
 * `GET /api/shops/:id/profile`. After a save the form restarts from what the server kept.
 */
export function ShopProfileSettings({ shopId }: { shopId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const profile = useShopProfile(shopId);
  const save = useSaveShopProfile(shopId);
  const photos = useShopPhotos(shopId);
  const draft = useProfileDraft(shopId);

  if (profile.isPending)
    return (
      <Stack spacing={2} aria-busy="true" role="status" aria-label={t('shopSetup.profile.loading')}>
        <Skeleton variant="text" width={220} height={40} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  if (profile.isError)
    return (
      <ErrorState
        title={t('shopSetup.profile.loadError')}
        retryLabel={t('shopSetup.profile.retry')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, minWidth: 0 }}>
      <Typography variant="h5" component="h2">
        {t('shopSetup.profile.title')}
      </Typography>
      <ShopPhotoManager
        photos={profile.data.photos}
        onUpload={photos.upload}
        onReorder={photos.reorder}
        onRemove={photos.remove}
      />
      <Divider />
      <ShopProfileForm
        profile={profile.data}
        onSave={save.mutateAsync}
        draft={draft.value}
        onLeave={draft.keep}
      />
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CURRENCY } from '@/domain/constants';
import type { LatLng } from '@/domain/geo';
import { PROFILE_TIMEZONES } from '@/domain/profile';
import { SHOP_COUNTRIES } from '@/domain/shop-profile';
import { useFieldBinder, useFieldError, type ProfileFormik } from './profile-field';

// Leaflet only loads with the profile editor's map, not with the rest of the app
const ProfileLocationMap = lazy(() => import('./profile-location-map'));

/** Every IANA zone the browser knows (the server checks the same way), else the common ones. */
function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? [...PROFILE_TIMEZONES];
  } catch {
    return [...PROFILE_TIMEZONES];
  }
}

export interface ProfileAddressSectionProps {
  formik: ProfileFormik;
  disabled: boolean;
  /** the last save's geocoding: false = the address was not found, ask for the pin */
  geocoded: boolean | null;
}

/** Address, country, time zone and currency, and the map where the owner can place the pin. */
export function ProfileAddressSection({ formik, disabled, geocoded }: ProfileAddressSectionProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const bind = useFieldBinder(formik, disabled);
  const errorOf = useFieldError(formik);
  const regions = useMemo(() => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [intl.locale]);
  const zones = useMemo(() => timeZones(), []);
  const { latitude, longitude, pinnedByOwner } = formik.values.location;
  const position = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const { setFieldValue } = formik;
  const place = useCallback(
    (at: LatLng) => {
      void setFieldValue('location', { ...formik.values.location, ...at, pinnedByOwner: true });
    },
    [setFieldValue, formik.values.location],
  );
  const unpin = () => void setFieldValue('location.pinnedByOwner', false);
  const notice = pinnedByOwner
    ? 'shopSetup.profile.map.pinned'
    : geocoded === false || !position
      ? 'shopSetup.profile.map.missing'
      : 'shopSetup.profile.map.geocoded';
  const zoneError = errorOf('timeZone');
  return (
    <Stack spacing={2} component="section" aria-labelledby="shop-profile-address">
      <Typography id="shop-profile-address" variant="h6" component="h3">
        {t('shopSetup.profile.section.address')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            {...bind('location.address')}
            label={t('shopSetup.profile.field.address')}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField
            {...bind('location.city')}
            label={t('shopSetup.profile.field.city')}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            {...bind('location.zipCode')}
            label={t('shopSetup.profile.field.zipCode')}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            {...bind('location.state')}
            label={t('shopSetup.profile.field.state')}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            {...bind('location.country')}
            select
            label={t('shopSetup.profile.field.country')}
            fullWidth
          >
            {SHOP_COUNTRIES.map((code) => (
              <MenuItem key={code} value={code}>
                {regions?.of(code) ?? code}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Autocomplete
            options={zones}
            value={formik.values.timeZone}
            disableClearable
            disabled={disabled}
            onChange={(_event, zone) => void formik.setFieldValue('timeZone', zone)}
            onBlur={() => void formik.setFieldTouched('timeZone', true)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('shopSetup.profile.field.timeZone')}
                error={Boolean(zoneError)}
                helperText={zoneError}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            value={CURRENCY}
            label={t('shopSetup.profile.field.currency')}
            helperText={t('shopSetup.profile.field.currencyHelp')}
            slotProps={{ input: { readOnly: true } }}
            fullWidth
          />
        </Grid>
      </Grid>
      <Alert
        severity={notice === 'shopSetup.profile.map.missing' ? 'warning' : 'info'}
        role="status"
      >
        {t(notice)}
        {pinnedByOwner && (
          <Button size="small" onClick={unpin} disabled={disabled} sx={{ ml: 1 }}>
            {t('shopSetup.profile.map.useAddress')}
          </Button>
        )}
      </Alert>
      <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
        <ProfileLocationMap
          position={position}
          onPlace={place}
          label={t('shopSetup.profile.map.label')}
          pinLabel={t('shopSetup.profile.map.pinAccessible')}
        />
      </Suspense>
    </Stack>
  );
}

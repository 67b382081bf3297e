import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { TagInput } from '@design-system/components/TagInput/TagInput';
import {
  HONOUR_MAX,
  PAYMENT_METHODS,
  SOCIAL_NETWORKS,
  TAG_MAX,
  YEARS_MAX,
} from '@/domain/shop-profile';
import { useFieldBinder, useFieldError, type ProfileFormik } from './profile-field';

type ListField = 'specialties' | 'languages' | 'paymentMethods' | 'certifications' | 'awards';

/** Specialties, languages, payment methods, honours, years of experience and the social links. */
export function ProfileDetailsSection({
  formik,
  disabled,
}: {
  formik: ProfileFormik;
  disabled: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const bind = useFieldBinder(formik, disabled);
  const errorOf = useFieldError(formik);
  const labels = {
    add: t('shopSetup.profile.tags.add'),
    remove: (tag: string) => t('shopSetup.profile.tags.remove', { tag }),
    empty: t('shopSetup.profile.tags.empty'),
    duplicate: t('shopSetup.profile.tags.duplicate'),
  };
  const list = (
    field: ListField,
    maxLength: number,
    options?: { value: string; label: string }[],
  ) => (
    <TagInput
      label={t(`shopSetup.profile.field.${field}`)}
      tags={formik.values[field]}
      onChange={(tags) => {
        void formik.setFieldValue(field, tags);
        void formik.setFieldTouched(field, true, false);
      }}
      labels={labels}
      options={options}
      maxLength={maxLength}
      disabled={disabled}
      error={errorOf(field)}
    />
  );
  const years = formik.values.yearsOfExperience;
  const yearsError = errorOf('yearsOfExperience');
  return (
    <Stack spacing={3}>
      <Stack spacing={2} component="section" aria-labelledby="shop-profile-details">
        <Typography id="shop-profile-details" variant="h6" component="h3">
          {t('shopSetup.profile.section.details')}
        </Typography>
        {list('specialties', TAG_MAX)}
        {list('languages', TAG_MAX)}
        {list(
          'paymentMethods',
          TAG_MAX,
          PAYMENT_METHODS.map((method) => ({
            value: method,
            label: t(`shopSetup.profile.payment.${method}`),
          })),
        )}
        {list('certifications', HONOUR_MAX)}
        {list('awards', HONOUR_MAX)}
        <TextField
          id="shop-profile-yearsOfExperience"
          name="yearsOfExperience"
          type="number"
          label={t('shopSetup.profile.field.yearsOfExperience')}
          value={years ?? ''}
          onChange={(event) => {
            const raw = event.target.value;
            void formik.setFieldValue('yearsOfExperience', raw === '' ? null : Number(raw));
          }}
          onBlur={formik.handleBlur}
          disabled={disabled}
          error={Boolean(yearsError)}
          helperText={yearsError}
          slotProps={{ htmlInput: { min: 0, max: YEARS_MAX, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: 240 }}
        />
      </Stack>
      <Stack spacing={2} component="section" aria-labelledby="shop-profile-social">
        <Typography id="shop-profile-social" variant="h6" component="h3">
          {t('shopSetup.profile.section.social')}
        </Typography>
        <Grid container spacing={2}>
          {SOCIAL_NETWORKS.map((network) => (
            <Grid key={network} size={{ xs: 12, sm: 6 }}>
              <TextField
                {...bind(`socialLinks.${network}`)}
                type="url"
                label={t(`shopSetup.profile.social.${network}`)}
                placeholder="https://"
                fullWidth
              />
            </Grid>
          ))}
        </Grid>
      </Stack>
    </Stack>
  );
}

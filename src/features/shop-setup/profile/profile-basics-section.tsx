import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SUPPORTED_LOCALES, type Locale } from '@/domain/constants';
import { BUSINESS_TYPES } from '@/domain/shop';
import { DESCRIPTION_MAX } from '@/domain/shop-profile';
import { useFieldBinder, useFieldError, type ProfileFormik } from './profile-field';

/** Name, business type, the description in both languages (one tab each), and how customers reach the shop. */
export function ProfileBasicsSection({
  formik,
  disabled,
}: {
  formik: ProfileFormik;
  disabled: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const bind = useFieldBinder(formik, disabled);
  const errorOf = useFieldError(formik);
  const [language, setLanguage] = useState<Locale>(
    formik.values.description.en || !formik.values.description.it ? 'en' : 'it',
  );
  const descriptionError = errorOf('description');
  return (
    <Stack spacing={3}>
      <Stack spacing={2} component="section" aria-labelledby="shop-profile-basics">
        <Typography id="shop-profile-basics" variant="h6" component="h3">
          {t('shopSetup.profile.section.basics')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextField
              {...bind('name')}
              label={t('shopSetup.profile.field.name')}
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextField
              {...bind('businessType')}
              select
              label={t('shopSetup.profile.field.businessType')}
              required
              fullWidth
            >
              {BUSINESS_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`businessType.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
        <Stack spacing={1}>
          <Tabs
            value={language}
            onChange={(_event, next: Locale) => setLanguage(next)}
            aria-label={t('shopSetup.profile.field.descriptionLanguage')}
          >
            {SUPPORTED_LOCALES.map((locale) => (
              <Tab
                key={locale}
                value={locale}
                label={t(`shopSetup.profile.language.${locale}`)}
                id={`shop-profile-description-tab-${locale}`}
                aria-controls="shop-profile-description-panel"
              />
            ))}
          </Tabs>
          <div
            role="tabpanel"
            id="shop-profile-description-panel"
            aria-labelledby={`shop-profile-description-tab-${language}`}
          >
            <TextField
              {...bind(`description.${language}`)}
              onBlur={() => void formik.setFieldTouched('description', true)}
              label={`${t('shopSetup.profile.field.description')} (${t(`shopSetup.profile.language.${language}`)})`}
              multiline
              minRows={4}
              fullWidth
              slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
              error={Boolean(descriptionError)}
              helperText={descriptionError ?? t('shopSetup.profile.field.descriptionHelp')}
            />
          </div>
        </Stack>
      </Stack>

      <Stack spacing={2} component="section" aria-labelledby="shop-profile-contact">
        <Typography id="shop-profile-contact" variant="h6" component="h3">
          {t('shopSetup.profile.section.contact')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('phone')}
              type="tel"
              label={t('shopSetup.profile.field.phone')}
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('email')}
              type="email"
              label={t('shopSetup.profile.field.email')}
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('website')}
              type="url"
              label={t('shopSetup.profile.field.website')}
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...bind('instagram')}
              label={t('shopSetup.profile.field.instagram')}
              fullWidth
            />
          </Grid>
        </Grid>
      </Stack>
    </Stack>
  );
}

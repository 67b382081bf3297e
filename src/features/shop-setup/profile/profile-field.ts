import { getIn, type FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ShopProfileFormValues } from './profile-form-values';

export type ProfileFormik = FormikProps<ShopProfileFormValues>;

/** The translated error of a field once touched (checked on blur), else undefined. */
export function useFieldError(formik: ProfileFormik) {
  const intl = useIntl();
  return (name: string): string | undefined => {
    const error = getIn(formik.errors, name) as unknown;
    const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
    return touched && typeof error === 'string' ? intl.formatMessage({ id: error }) : undefined;
  };
}

/**
 * TextField props bound to a formik field: checked on blur, and typing clears that field's error (the spec's
 * "errors clear on input, check on blur"); the error's message id is translated.
 */
export function useFieldBinder(formik: ProfileFormik, disabled = false) {
  const errorOf = useFieldError(formik);
  return (name: string) => {
    const shown = errorOf(name);
    return {
      name,
      id: `shop-profile-${name.replace(/\./g, '-')}`,
      value: (getIn(formik.values, name) as string | undefined) ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        formik.handleChange(event);
        if (getIn(formik.errors, name)) formik.setFieldError(name, undefined);
      },
      onBlur: formik.handleBlur,
      disabled,
      error: Boolean(shown),
      helperText: shown,
    };
  };
}

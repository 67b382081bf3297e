import { getIn, type FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';

/**
 * TextField props bound to a formik field: validated on blur; typing clears that field's error
 * (spec 02 §5 "errors clear on input, check on blur"); the error's message id is translated.
 */
export function useFieldBinder<V extends object>(formik: FormikProps<V>, disabled = false) {
  const intl = useIntl();
  return (name: string) => {
    const error = getIn(formik.errors, name) as string | undefined;
    const touched = Boolean(getIn(formik.touched, name));
    const shown = touched && typeof error === 'string' ? error : undefined;
    return {
      name,
      id: `field-${name.replace(/\./g, '-')}`,
      value: (getIn(formik.values, name) as string | number | undefined) ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        formik.handleChange(event);
        if (getIn(formik.errors, name)) formik.setFieldError(name, undefined);
      },
      onBlur: formik.handleBlur,
      disabled,
      error: Boolean(shown),
      helperText: shown ? intl.formatMessage({ id: shown }) : undefined,
    };
  };
}

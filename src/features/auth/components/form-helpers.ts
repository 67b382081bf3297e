import type { FormikErrors, FormikProps, FormikTouched } from 'formik';
import { useEffect, useRef } from 'react';
import type { IntlShape } from 'react-intl';

/** The translated error of a touched field (schemas carry message ids), or undefined. */
export function touchedError<V>(
  formik: Pick<FormikProps<V>, 'errors' | 'touched'>,
  name: keyof V & string,
  intl: IntlShape,
): string | undefined {
  const touched = (formik.touched as FormikTouched<Record<string, unknown>>)[name];
  const id = touched ? (formik.errors as FormikErrors<Record<string, string>>)[name] : undefined;
  return typeof id === 'string' && id ? intl.formatMessage({ id }) : undefined;
}

/** Whether any field currently has an error (cleared errors are undefined, not absent). */
export function hasErrors<V>(errors: FormikErrors<V>): boolean {
  return Object.values(errors as Record<string, unknown>).some(Boolean);
}

/**
 * After each submit attempt that failed validation, moves focus to the first invalid field, in the
 * form's order. `ids` maps field name → the input's id.
 */
export function useFocusFirstInvalid<V>(
  formik: Pick<FormikProps<V>, 'submitCount' | 'errors' | 'isSubmitting'>,
  ids: Partial<Record<keyof V & string, string>>,
) {
  const handled = useRef(0);
  const { submitCount, errors, isSubmitting } = formik;
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    const first = (Object.keys(ids) as (keyof V & string)[]).find(
      (name) => (errors as Record<string, unknown>)[name],
    );
    const id = first ? ids[first] : undefined;
    if (id) document.getElementById(id)?.focus();
  }, [submitCount, errors, isSubmitting, ids]);
}

import { setIn, yupToFormErrors, type FormikErrors } from 'formik';
import type { ValidationError } from 'yup';
import {
  SOCIAL_NETWORKS,
  shopProfileUpdateSchema,
  type ShopProfile,
  type ShopProfileLocation,
  type ShopProfileUpdate,
  type SocialNetwork,
} from '@/domain/shop-profile';

/** The editor's values: the PUT body's shape with every field present (blank where unset). */
export interface ShopProfileFormValues {
  name: string;
  businessType: ShopProfile['businessType'];
  description: { en: string; it: string };
  phone: string;
  email: string;
  website: string;
  instagram: string;
  location: ShopProfileLocation;
  specialties: string[];
  languages: string[];
  paymentMethods: ShopProfile['paymentMethods'];
  socialLinks: Record<SocialNetwork, string>;
  timeZone: string;
  currency: ShopProfile['currency'];
  certifications: string[];
  awards: string[];
  yearsOfExperience: number | null;
}

export function formValuesOf(profile: ShopProfile): ShopProfileFormValues {
  return {
    name: profile.name,
    businessType: profile.businessType,
    description: { en: profile.description.en ?? '', it: profile.description.it ?? '' },
    phone: profile.phone,
    email: profile.email,
    website: profile.website,
    instagram: profile.instagram,
    location: { ...profile.location },
    specialties: [...profile.specialties],
    languages: [...profile.languages],
    paymentMethods: [...profile.paymentMethods],
    socialLinks: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, profile.socialLinks[network] ?? '']),
    ) as Record<SocialNetwork, string>,
    timeZone: profile.timeZone,
    currency: profile.currency,
    certifications: [...profile.certifications],
    awards: [...profile.awards],
    yearsOfExperience: profile.yearsOfExperience,
  };
}

/** The PUT body: everything (the server keeps coordinates only when the owner placed the pin). */
export const updateOf = (values: ShopProfileFormValues): ShopProfileUpdate =>
  ({ ...values }) as unknown as ShopProfileUpdate;

/**
 * The shared schema on the form's values. Not formik's `validationSchema`: it turns '' into undefined first,
 * which the schema reads as "field not sent" (a partial update) and so would pass an emptied required field.
 */
export async function validateProfile(
  values: ShopProfileFormValues,
): Promise<FormikErrors<ShopProfileFormValues>> {
  try {
    await shopProfileUpdateSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return yupToFormErrors<ShopProfileFormValues>(error as ValidationError);
  }
}

/** The server's `errors` (dotted field → message id) as formik errors. */
export function serverErrorsOf(
  errors: Record<string, string>,
): FormikErrors<ShopProfileFormValues> {
  let out: FormikErrors<ShopProfileFormValues> = {};
  for (const [field, key] of Object.entries(errors)) out = setIn(out, field, key) as typeof out;
  return out;
}

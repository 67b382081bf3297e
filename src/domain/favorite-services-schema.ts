/**
 * The favourite-service request's schema (src/domain/favorite-services.ts), apart from its rules so that the
 * screens showing favourites do not load the validation library with them.
 */
import * as yup from 'yup';
import { FAVORITE_NOTES_MAX } from './favorites';
import { ID_PATTERNS } from './ids';
import { LIMITS } from './limits';

export const addFavoriteServiceSchema = yup
  .object({
    serviceId: yup
      .string()
      .strict()
      .required('validation.required')
      .max(LIMITS.id, 'validation.tooLong')
      .matches(ID_PATTERNS.shop, 'validation.invalidType'),
    notes: yup.string().strict().max(FAVORITE_NOTES_MAX, 'validation.tooLong').default(''),
  })
  .noUnknown();

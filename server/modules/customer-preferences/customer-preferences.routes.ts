import { Router, type Request } from 'express';
import type { Locale } from '../../../src/domain/constants';
import {
  CUSTOMER_PREFERENCES_MESSAGES,
  customerPreferencesUpdateSchema,
  type CustomerPreferencesUpdate,
} from '../../../src/domain/customer-preferences';
import { contentLanguageOf } from '../../../src/domain/localized-text';
import {
  MEDICAL_INFO_MESSAGES,
  medicalInfoUpdateSchema,
  type MedicalInfoUpdate,
} from '../../../src/domain/medical-info';
import { parseRecommendationId } from '../../../src/domain/recommendations';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { validateBody } from '../../http/validate';
import type { AuthGuards } from '../auth/auth.contract';
import { authOf } from '../auth/auth.middleware';
import { actorOf, requireShopManager, shopOf } from '../shop-admin/shop-access';
import type { ShopCatalog } from '../shops/shop-catalog';
import {
  getMedicalInfo,
  getPreferences,
  updateMedicalInfo,
  updatePreferences,
} from './customer-preferences.service';
import { createRecommendationsService } from './recommendations.service';
import { shopMedicalInfo } from './shop-medical-info';

interface CustomerPreferencesRouteDeps {
  guards: AuthGuards;
  catalog: ShopCatalog;
}

const languageOf = (req: Request): Locale => contentLanguageOf(req.get('accept-language'));

/**
 * Spec 02 §7 "Customer area", mounted at /api:
 * - GET, PUT /customer/preferences and /customer/medical-info: customers, their own (the user comes from the token);
 * - GET /customer/recommendations, PATCH /customer/recommendations/{id}/dismiss (404 for an id naming nothing);
 * - GET /shops/{id}/bookings/{bookingId}/medical-info: the shop's owner or an admin, for a booking at that shop,
 *   and only what the customer shares (spec 02 §6; a path of ours, the spec shows none).
 * Other paths fall through.
 */
export function customerPreferencesRouter({
  guards,
  catalog,
}: CustomerPreferencesRouteDeps): Router {
  const router = Router();
  const customer = guards.requireRole('customer');
  const recommendations = createRecommendationsService({ catalog });

  router.get('/customer/preferences', customer, async (_req, res) => {
    ok(res, { preferences: await getPreferences(authOf(res).userId) });
  });

  router.put('/customer/preferences', customer, async (req, res) => {
    const update = await validateBody(customerPreferencesUpdateSchema, req.body);
    const preferences = await updatePreferences(
      authOf(res).userId,
      update as CustomerPreferencesUpdate,
    );
    ok(res, { preferences }, { message: CUSTOMER_PREFERENCES_MESSAGES.updated });
  });

  router.get('/customer/medical-info', customer, async (_req, res) => {
    ok(res, { medicalInfo: await getMedicalInfo(authOf(res).userId) });
  });

  router.put('/customer/medical-info', customer, async (req, res) => {
    const update = await validateBody(medicalInfoUpdateSchema, req.body);
    const medicalInfo = await updateMedicalInfo(authOf(res).userId, update as MedicalInfoUpdate);
    ok(res, { medicalInfo }, { message: MEDICAL_INFO_MESSAGES.updated });
  });

  router.get('/customer/recommendations', customer, async (req, res) => {
    ok(res, {
      recommendations: await recommendations.list(authOf(res).userId, languageOf(req)),
    });
  });

  router.patch('/customer/recommendations/:id/dismiss', customer, async (req, res) => {
    const id = String(req.params.id);
    if (!parseRecommendationId(id)) throw new ApiError('NOT_FOUND');
    await recommendations.dismiss(authOf(res).userId, id);
    ok(res, { id, dismissed: true });
  });

  router.get(
    '/shops/:id/bookings/:bookingId/medical-info',
    ...requireShopManager(guards),
    async (req, res) => {
      ok(res, await shopMedicalInfo(actorOf(res), shopOf(res), String(req.params.bookingId)));
    },
  );

  return router;
}

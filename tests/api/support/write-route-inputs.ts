import type * as yup from 'yup';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenSchema,
  socialLoginSchema,
  socialRegisterSchema,
} from '../../../src/domain/auth';
import { rejectShopSchema } from '../../../src/domain/admin';
import { createBookingSchema, updateBookingSchema } from '../../../src/domain/booking-schemas';
import { addFavoriteSchema, favoriteNotesSchema } from '../../../src/domain/favorites';
import {
  changePasswordSchema,
  customerProfileSchema,
  exportRequestSchema,
  settingsUpdateSchema,
  shopProfileSchema,
} from '../../../src/domain/profile';
import {
  serviceCreateSchema,
  serviceOrderSchema,
  serviceUpdateSchema,
} from '../../../src/domain/shop-services';
import { shopProfileUpdateSchema } from '../../../src/domain/shop-profile';
import { photoOrderSchema } from '../../../src/domain/shop-photos';
import {
  createTeamMemberSchema,
  deleteTeamMemberSchema,
  updateTeamMemberSchema,
} from '../../../src/domain/shop-team';
import {
  editableWeek,
  notificationSettingsSchema,
  policiesUpdateSchema,
  workingHoursUpdateSchema,
} from '../../../src/domain/shop-hours';
import { TEST_PASSWORD } from '../profile-fixtures';
import { bookingBody, daysAhead, type BookingShop } from './booking-fixtures';
import { createBlockSchema, moveBlockSchema } from '../../../src/domain/shop-blocks';
import { walkInBookingSchema } from '../../../src/domain/walk-ins';
import { customerSeriesSchema, seriesMoveSchema } from '../../../src/domain/booking-series';
import { saleCreateSchema, saleUpdateSchema } from '../../../src/domain/sales-schema';
import { customerPreferencesUpdateSchema } from '../../../src/domain/customer-preferences';
import { medicalInfoUpdateSchema } from '../../../src/domain/medical-info';
import { quickRebookSchema } from '../../../src/domain/quick-rebook';
import { addFavoriteServiceSchema } from '../../../src/domain/favorite-services-schema';

/**
 * What every write route of the app takes (tests/api/bad-input-limits.test.ts): the schema it validates with
 * and a body it would accept, so an oversized field is the only thing wrong; or why it takes no JSON body.
 */
export type Role = 'guest' | 'customer' | 'shop' | 'admin';

export interface Ctx {
  shop: BookingShop;
  bookingId: string;
}

export type Entry =
  | {
      role: Role;
      schema: yup.ObjectSchema<yup.AnyObject>;
      /** a body the route would accept, so the oversized field is the only thing wrong */
      body: (ctx: Ctx) => Record<string, unknown>;
      path?: (ctx: Ctx) => string;
    }
  /** takes no JSON body (or only multipart, bounded by multer's part and size limits): why */
  | { none: string };

const REGISTER = {
  role: 'customer',
  name: 'New Person',
  email: 'new.person@example.com',
  phone: '+393331112222',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTerms: true,
};

/** One entry per route, or several when the body depends on the role (a shop's profile has other fields). */
export const ENTRIES: Record<string, Entry | Entry[]> = {
  'POST /api/auth/register': { role: 'guest', schema: registerSchema, body: () => REGISTER },
  'POST /api/auth/login': {
    role: 'guest',
    schema: loginSchema,
    body: () => ({ email: 'nobody@example.com', password: 'Wrong1234' }),
  },
  'POST /api/auth/refresh': { none: 'reads only the refresh cookie' },
  'POST /api/auth/extend': { none: 'reads only the refresh cookie' },
  'POST /api/auth/logout': { none: 'reads only the refresh cookie' },
  'POST /api/auth/forgot-password': {
    role: 'guest',
    schema: forgotPasswordSchema,
    body: () => ({ email: 'nobody@example.com', language: 'en' }),
  },
  'POST /api/auth/reset-password/verify': {
    role: 'guest',
    schema: resetTokenSchema,
    body: () => ({ token: 'abc' }),
  },
  'POST /api/auth/reset-password': {
    role: 'guest',
    schema: resetPasswordSchema,
    body: () => ({ token: 'abc', password: 'Secret1234' }),
  },
  'POST /api/auth/social/login': {
    role: 'guest',
    schema: socialLoginSchema,
    body: () => ({ provider: 'google', token: 'abc' }),
  },
  'POST /api/auth/social/register': {
    role: 'guest',
    schema: socialRegisterSchema,
    body: () => ({ provider: 'google', token: 'abc', role: 'customer', language: 'en' }),
  },
  'PUT /api/users/profile': [
    {
      role: 'customer',
      schema: customerProfileSchema,
      body: () => ({ name: 'Carla Cliente', email: 'carla@example.com', phone: '+393331234567' }),
    },
    {
      role: 'shop',
      schema: shopProfileSchema,
      body: () => ({ name: 'Owner Person', email: 'owner@example.com', phone: '+393331234567' }),
    },
  ],
  'DELETE /api/users/profile': { none: 'deletes the account; no body' },
  'PUT /api/users/profile/password': {
    role: 'customer',
    schema: changePasswordSchema,
    body: () => ({ currentPassword: TEST_PASSWORD, newPassword: 'Another123' }),
  },
  'PUT /api/users/profile/settings': {
    role: 'customer',
    schema: settingsUpdateSchema,
    body: () => ({ language: 'it' }),
  },
  'POST /api/users/profile/avatar': { none: 'multipart: one file part, no fields (multer limits)' },
  'DELETE /api/users/profile/avatar': { none: 'no body' },
  'POST /api/customer/favorites': {
    role: 'customer',
    schema: addFavoriteSchema,
    body: ({ shop }) => ({ shopId: shop.id, notes: 'nice' }),
  },
  'DELETE /api/customer/favorites/:shopId': { none: 'no body' },
  'PATCH /api/customer/favorites/:shopId': {
    role: 'customer',
    schema: favoriteNotesSchema,
    body: () => ({ notes: 'nice' }),
    path: ({ shop }) => `/api/customer/favorites/${shop.id}`,
  },
  'POST /api/customer/favorite-services': {
    role: 'customer',
    schema: addFavoriteServiceSchema,
    body: ({ shop }) => ({ serviceId: shop.services.cut, notes: 'nice' }),
  },
  'DELETE /api/customer/favorite-services/:serviceId': { none: 'no body' },
  'PATCH /api/customer/favorite-services/:serviceId': {
    role: 'customer',
    schema: favoriteNotesSchema,
    body: () => ({ notes: 'nice' }),
    path: ({ shop }) => `/api/customer/favorite-services/${shop.services.cut}`,
  },
  'POST /api/customer/export-data': {
    role: 'customer',
    schema: exportRequestSchema,
    body: () => ({ format: 'json' }),
  },
  'DELETE /api/customer/delete-data': { none: 'deletes the account; no body' },
  'PUT /api/customer/preferences': {
    role: 'customer',
    schema: customerPreferencesUpdateSchema,
    body: () => ({ preferredServices: ['haircut'], bookingPrefs: { sameProvider: true } }),
  },
  'PUT /api/customer/medical-info': {
    role: 'customer',
    schema: medicalInfoUpdateSchema,
    body: () => ({
      allergies: ['Latex'],
      medicalConditions: '',
      emergencyContact: { name: 'Luca', phone: '+393331112222' },
      lastUpdated: '2026-01-01T10:00:00.000Z',
    }),
  },
  'PATCH /api/customer/recommendations/:id/dismiss': { none: 'no body: the id is in the path' },
  'POST /api/customer/quick-rebook': {
    role: 'customer',
    schema: quickRebookSchema,
    body: ({ bookingId }) => ({ bookingId, preferredDate: daysAhead(3) }),
  },
  'POST /api/bookings': {
    role: 'customer',
    schema: createBookingSchema,
    body: ({ shop }) => bookingBody(shop, daysAhead(3), '11:00'),
  },
  'PUT /api/bookings/:id': {
    role: 'customer',
    schema: updateBookingSchema,
    body: () => ({ notes: 'see you' }),
    path: ({ bookingId }) => `/api/bookings/${bookingId}`,
  },
  'DELETE /api/bookings/:id': { none: 'cancels; no body' },
  'POST /api/admin/shops/:id/approve': { none: 'no body' },
  'POST /api/admin/shops/:id/reject': {
    role: 'admin',
    schema: rejectShopSchema,
    body: () => ({ reason: 'Not a real shop' }),
    path: ({ shop }) => `/api/admin/shops/${shop.id}/reject`,
  },
  'POST /api/dev/outbox/page-access': { none: 'reads only the bearer token' },
  'DELETE /api/dev/outbox': { none: 'no body' },
  // the owner's services editor (issue 14)
  'POST /api/shops/:id/services': {
    role: 'shop',
    schema: serviceCreateSchema,
    body: () => ({
      name: { en: 'Keratin', it: 'Cheratina' },
      category: 'hair',
      price: 40,
      duration: { hours: 1, minutes: 0 },
    }),
    path: ({ shop }) => `/api/shops/${shop.id}/services`,
  },
  'PUT /api/shops/:id/services/order': {
    role: 'shop',
    schema: serviceOrderSchema,
    body: ({ shop }) => ({ serviceIds: Object.values(shop.services) }),
    path: ({ shop }) => `/api/shops/${shop.id}/services/order`,
  },
  'PUT /api/shops/:id/services/:serviceId': {
    role: 'shop',
    schema: serviceUpdateSchema,
    body: () => ({ price: 20 }),
    path: ({ shop }) => `/api/shops/${shop.id}/services/${shop.services.cut}`,
  },
  'DELETE /api/shops/:id/services/:serviceId': { none: 'no body' },
  'POST /api/shops/:id/services/:serviceId/image': {
    none: 'multipart: one `image` file (multer limits: one part of 5 MB, no fields)',
  },
  'DELETE /api/shops/:id/services/:serviceId/image': { none: 'no body' },
  // the owner's shop profile and photos (issue 14)
  'PUT /api/shops/:id': {
    role: 'shop',
    schema: shopProfileUpdateSchema,
    body: () => ({ name: 'Renamed shop' }),
    path: ({ shop }) => `/api/shops/${shop.id}`,
  },
  'POST /api/shops/:id/photos': {
    none: 'multipart: `photos` files and a `role` field (multer limits: 10 files of 5 MB, one short field)',
  },
  'PUT /api/shops/:id/photos': {
    role: 'shop',
    schema: photoOrderSchema,
    body: () => ({ order: [] }),
    path: ({ shop }) => `/api/shops/${shop.id}/photos`,
  },
  'DELETE /api/shops/:id/photos/:photoId': { none: 'no body' },
  // the owner's hours, policies and notification settings (issue 14)
  'PUT /api/shops/:id/working-hours': {
    role: 'shop',
    schema: workingHoursUpdateSchema,
    body: () => ({ workingHours: editableWeek(null), breaks: [], specialDates: [] }),
    path: ({ shop }) => `/api/shops/${shop.id}/working-hours`,
  },
  'PUT /api/shops/:id/policies': {
    role: 'shop',
    schema: policiesUpdateSchema,
    body: () => ({
      cancellation: { allowedHours: 24, feePercentage: 0 },
      reschedule: { allowedHours: 24, maxReschedules: 2 },
      noShow: { feeAmount: 0, maxNoShows: 3 },
      autoConfirm: true,
    }),
    path: ({ shop }) => `/api/shops/${shop.id}/policies`,
  },
  // the owner's team (issue 14)
  'POST /api/shops/:id/team': {
    role: 'shop',
    schema: createTeamMemberSchema,
    body: () => ({ name: 'Giulia Rossi' }),
    path: ({ shop }) => `/api/shops/${shop.id}/team`,
  },
  'PUT /api/shops/:id/team/:staffId': {
    role: 'shop',
    schema: updateTeamMemberSchema,
    body: () => ({ name: 'Giulia Bianchi' }),
    path: ({ shop }) => `/api/shops/${shop.id}/team/giulia`,
  },
  'DELETE /api/shops/:id/team/:staffId': {
    role: 'shop',
    schema: deleteTeamMemberSchema,
    body: () => ({ resolutions: [] }),
    path: ({ shop }) => `/api/shops/${shop.id}/team/giulia`,
  },
  'POST /api/shops/:id/team/:staffId/photo': {
    none: 'multipart: one `photo` file (multer limits: one part of 5 MB, no fields)',
  },
  'PUT /api/shops/:id/personal-area-settings': {
    role: 'shop',
    schema: notificationSettingsSchema,
    body: () => ({ notifications: { email: true, sms: false, push: false, newBookings: true } }),
    path: ({ shop }) => `/api/shops/${shop.id}/personal-area-settings`,
  },
  // the shop's day (issue 15)
  'POST /api/shops/:id/blocks': {
    role: 'shop',
    schema: createBlockSchema,
    body: () => ({
      staffId: null,
      date: daysAhead(5),
      startTime: '07:00',
      endTime: '07:30',
      reason: 'Training',
    }),
    path: ({ shop }) => `/api/shops/${shop.id}/blocks`,
  },
  'PATCH /api/shops/:id/blocks/:blockId': {
    role: 'shop',
    schema: moveBlockSchema,
    body: () => ({ staffId: null, date: daysAhead(5), startTime: '07:00' }),
    // the body is checked before the block is looked up
    path: ({ shop }) => `/api/shops/${shop.id}/blocks/20990101-abcdef`,
  },
  'DELETE /api/shops/:id/blocks/:blockId': { none: 'no body' },
  'POST /api/shops/:id/bookings': {
    role: 'shop',
    schema: walkInBookingSchema,
    body: ({ shop }) => ({
      customer: { name: 'Walk In', phone: '+393331112233' },
      serviceIds: [shop.services.cut],
      date: daysAhead(5),
      time: '11:00',
      source: 'walk_in',
    }),
    path: ({ shop }) => `/api/shops/${shop.id}/bookings`,
  },
  'POST /api/bookings/series/preview': {
    role: 'customer',
    schema: customerSeriesSchema,
    body: ({ shop }) => ({
      ...bookingBody(shop, daysAhead(6), '11:00'),
      recurrence: { frequency: 'weekly', count: 2 },
    }),
  },
  'POST /api/bookings/series': {
    role: 'customer',
    schema: customerSeriesSchema,
    body: ({ shop }) => ({
      ...bookingBody(shop, daysAhead(6), '11:00'),
      recurrence: { frequency: 'weekly', count: 2 },
    }),
  },
  'PUT /api/bookings/series/:seriesId': {
    role: 'customer',
    schema: seriesMoveSchema,
    body: () => ({ time: '11:00', reason: 'later' }),
    path: () => '/api/bookings/series/series-1',
  },
  'DELETE /api/bookings/series/:seriesId': { none: 'query parameters only (from, reason)' },
  // sales and finance (issue 16)
  'POST /api/sales/transactions': {
    role: 'shop',
    schema: saleCreateSchema,
    body: ({ shop }) => ({
      shopId: shop.id,
      serviceName: 'Piega',
      category: 'hair',
      amount: 25,
      paymentMethod: 'cash',
    }),
  },
  'PUT /api/sales/transactions/:id': {
    role: 'shop',
    schema: saleUpdateSchema,
    body: () => ({ updatedAt: '2026-01-01T00:00:00.000Z', notes: 'paid' }),
    // the body is checked before the transaction is looked up
    path: () => '/api/sales/transactions/txn_notstored0001',
  },
  'DELETE /api/sales/transactions/:id': { none: 'no body' },
};

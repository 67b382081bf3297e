import { Schema, model, type InferSchemaType } from 'mongoose';
import { DEFAULT_MAX_ADVANCE_DAYS, DEFAULT_MIN_NOTICE_HOURS } from '../../src/domain/booking';
import { SERVICE_CATEGORIES, SERVICE_LIMITS } from '../../src/domain/shop-services';
import { localizedTextField } from './shop.model';

/** Categories of the shop owner's service editor (spec 03 §3), kept in src/domain for the form and the mocks. */
export { SERVICE_CATEGORIES };

/** A service a shop offers. `_id` is `<shopId>--<slug>`, prices in integer cents. */
const serviceSchema = new Schema(
  {
    _id: { type: String, required: true },
    shopId: { type: String, required: true },
    /** texts per language `{ en?, it? }` (src/domain/localized-text.ts); a plain string from before is English */
    name: localizedTextField({ required: true }),
    description: localizedTextField(),
    category: { type: String, enum: SERVICE_CATEGORIES, required: true },
    /** key of the header menus / search (`mensHaircut`, `manicure`, …) when the service matches one */
    serviceKey: { type: String, default: null },
    durationMinutes: { type: Number, required: true, min: 5 },
    priceCents: { type: Number, required: true, min: 0 },
    /** each item per language, like the name */
    includes: { type: [Schema.Types.Mixed], default: [] },
    requirements: { type: [Schema.Types.Mixed], default: [] },
    active: { type: Boolean, default: true },
    /** booking settings (spec 03): bookable online, minimum notice, how far ahead */
    onlineBooking: { type: Boolean, default: true },
    minNoticeHours: { type: Number, default: DEFAULT_MIN_NOTICE_HOURS, min: 0 },
    maxAdvanceDays: { type: Number, default: DEFAULT_MAX_ADVANCE_DAYS, min: 1 },
    /** the owner's editor (src/domain/shop-services.ts): consultation first, paid extras */
    requiresConsultation: { type: Boolean, default: false },
    /**
     * The uploaded picture (server/models/service-image.model.ts), null when none. Changed only under the
     * service's write lock (shop-admin/shop-write-lock.ts), which every write of a service document takes.
     */
    imageId: { type: String, default: null, match: /^[0-9a-f]{24}$/ },
    options: {
      type: [
        new Schema(
          { name: localizedTextField({ required: true }), priceCents: { type: Number, min: 0 } },
          { _id: false },
        ),
      ],
      default: [],
      validate: {
        validator: (list: unknown[]) => list.length <= SERVICE_LIMITS.options,
        message: 'too many options',
      },
    },
    /** cancellation: free until this many hours before, then this fee */
    freeCancellationHours: { type: Number, default: 24, min: 0 },
    cancellationFeeCents: { type: Number, default: 0, min: 0 },
    sortOrder: { type: Number, default: 0 },
    seedHash: { type: String },
  },
  { timestamps: true, versionKey: false, collection: 'services' },
);

serviceSchema.index({ shopId: 1, sortOrder: 1 });

export type ServiceDoc = InferSchemaType<typeof serviceSchema> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};
export const ServiceModel = model('Service', serviceSchema);

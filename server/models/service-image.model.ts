import { Schema, model } from 'mongoose';

/**
 * A service's picture (src/domain/service-images.ts), stored in the database like the shop photos so every API
 * instance serves it without shared disk. `_id` is the server-made image id, new on every upload, so serving is
 * an `_id` read and a URL's bytes never change (cached forever). Every size is WebP, re-encoded without
 * metadata. `serviceId` says whose it is; the service document names its current one (`imageId`).
 */
const serviceImageSchema = new Schema(
  {
    _id: { type: String, required: true, match: /^[0-9a-f]{24}$/ },
    shopId: { type: String, required: true },
    serviceId: { type: String, required: true },
    width: { type: Number, required: true, min: 1 },
    height: { type: Number, required: true, min: 1 },
    /** sha-256 (hex, 16) of each size's bytes: the ETag */
    hashes: { thumb: String, card: String },
    thumb: { type: Buffer, required: true },
    card: { type: Buffer, required: true },
  },
  {
    timestamps: { createdAt: true, updatedAt: false },
    versionKey: false,
    collection: 'service_images',
  },
);

export const ServiceImageModel = model('ServiceImage', serviceImageSchema);

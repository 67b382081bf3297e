import * as yup from 'yup';
import { FIELD_MAX } from './auth';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** GET /api/admin/shops?status=pending → data.items: a shop awaiting (or past) review. */
export interface AdminShopSummary {
  id: string;
  name: string;
  businessType: string;
  approvalStatus: ApprovalStatus;
  rejectionReason: string | null;
  createdAt: string;
  owner: { id: string; name: string; email: string; phone: string } | null;
}

export const adminShopsQuerySchema = yup
  .object({
    status: yup
      .string()
      .oneOf([...APPROVAL_STATUSES], 'validation.invalidType')
      .default('pending'),
  })
  .noUnknown();

/** POST /api/admin/shops/:id/reject */
export const rejectShopSchema = yup
  .object({
    reason: yup
      .string()
      .trim()
      .required('admin.reasonRequired')
      .min(5, 'admin.reasonMinLength')
      .max(FIELD_MAX.reason, 'validation.tooLong'),
  })
  .noUnknown();
export type RejectShopPayload = yup.InferType<typeof rejectShopSchema>;

export { ADMIN_MESSAGES } from './api-messages';

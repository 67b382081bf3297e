import { type AdminShopSummary, type ApprovalStatus } from '../../../src/domain/admin';
import type { Locale } from '../../../src/domain/constants';
import { PATHS } from '../../../src/domain/links';
import type { Config } from '../../config';
import { ApiError } from '../../http/api-error';
import { createLogger, type Logger } from '../../logger';
import type { Mailer, MailRequest, MailTemplateName } from '../../mail/mailer';
import { ShopReviewModel, reviewRoundId } from '../../models/shop-review.model';
import { isDuplicateKey } from '../../models/claim.model';
import { ShopModel } from '../../models/shop.model';
import { UserModel } from '../../models/user.model';

export type AdminService = ReturnType<typeof createAdminService>;

/** The shop fields an admin sees in the review list. */
interface ShopLean {
  _id: string;
  name: string;
  businessType: string;
  approvalStatus: ApprovalStatus;
  rejectionReason?: string | null;
  ownerId?: string | null;
  reviewedAt?: Date | null;
  createdAt: Date;
}
interface Review {
  _id: string;
  shopId: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
  reviewerId: string;
  reviewedAt: Date;
}
interface OwnerLean {
  _id: string;
  name: string;
  email: string;
  phone?: string;
  language?: string | null;
  deletedAt?: Date | null;
}

const SHOP_FIELDS = {
  name: 1,
  businessType: 1,
  approvalStatus: 1,
  rejectionReason: 1,
  ownerId: 1,
  reviewedAt: 1,
  createdAt: 1,
};
const OWNER_FIELDS = { name: 1, email: 1, phone: 1, language: 1, deletedAt: 1 };

function toSummary(shop: ShopLean, owner: OwnerLean | null): AdminShopSummary {
  return {
    id: shop._id,
    name: shop.name,
    businessType: shop.businessType,
    approvalStatus: shop.approvalStatus,
    rejectionReason: shop.rejectionReason ?? null,
    createdAt: shop.createdAt.toISOString(),
    owner: owner
      ? { id: owner._id, name: owner.name, email: owner.email, phone: owner.phone ?? '' }
      : null,
  };
}

const ownerLocale = (owner: OwnerLean): Locale => (owner.language === 'it' ? 'it' : 'en');

/**
 * Shop review: the list of shops by approval status, approve, reject. A review first claims the shop's review
 * round with a unique insert, so two admins reviewing at once cannot both win (FerretDB has no transactions and
 * no atomic conditional update). The owner's account follows the shop ('active' or 'rejected'), the public
 * catalog is refreshed, and only the winner emails the owner, in their language.
 */
export function createAdminService(deps: {
  config: Config;
  mailer: Mailer;
  onShopsChanged: () => void;
  /** app.ts does not hand one in yet: without it the service makes its own, so failed emails are still logged */
  logger?: Logger;
}) {
  const { config, mailer, onShopsChanged } = deps;
  const logger = deps.logger ?? createLogger(config).child({ module: 'admin' });

  async function ownersById(ids: string[]): Promise<Map<string, OwnerLean>> {
    if (ids.length === 0) return new Map();
    const owners = await UserModel.find({ _id: { $in: ids } }, OWNER_FIELDS).lean<OwnerLean[]>();
    return new Map(owners.map((owner) => [owner._id, owner]));
  }

  /**
   * Decides a review: claims the shop's review round (one insert wins, see shop-review.model), then writes the
   * decision to the shop and its owner. Tells "no such shop" (404) from "already reviewed" (409).
   */
  async function decide(
    shopId: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
    reviewerId: string,
  ): Promise<{ shop: ShopLean; owner: OwnerLean | null }> {
    const shop = await ShopModel.findById(shopId, SHOP_FIELDS).lean<ShopLean>();
    if (!shop) throw new ApiError('SHOP_NOT_FOUND');
    if (shop.approvalStatus !== 'pending') throw new ApiError('SHOP_ALREADY_REVIEWED');
    const claim: Review = {
      _id: reviewRoundId(shop),
      shopId,
      decision,
      reason,
      reviewerId,
      reviewedAt: new Date(),
    };
    try {
      await ShopReviewModel.create(claim);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await finishClaimedReview(claim._id);
      throw new ApiError('SHOP_ALREADY_REVIEWED');
    }
    const owner = await applyReview(claim, shop.ownerId);
    return { shop: { ...shop, approvalStatus: decision, rejectionReason: reason }, owner };
  }

  /** Writes a claimed decision; the values all come from the claim, so writing it twice changes nothing. */
  async function applyReview(
    review: Review,
    ownerId: string | null | undefined,
  ): Promise<OwnerLean | null> {
    await ShopModel.updateOne(
      { _id: review.shopId },
      {
        $set: {
          approvalStatus: review.decision,
          rejectionReason: review.reason,
          reviewedAt: review.reviewedAt,
        },
      },
    );
    return setOwnerStatus(ownerId, review.decision === 'approved' ? 'active' : 'rejected');
  }

  /**
   * A review that lost the claim re-applies the winner's decision when the shop does not show it yet. Usually
   * the winner is simply a moment ahead (the same values get written twice); if the winner's process died
   * between claim and write, this is what stops the shop from staying pending with its round claimed forever.
   */
  async function finishClaimedReview(roundId: string): Promise<void> {
    const review = await ShopReviewModel.findById(roundId).lean<Review>();
    if (!review) return;
    const shop = await ShopModel.findById(review.shopId, SHOP_FIELDS).lean<ShopLean>();
    if (shop?.approvalStatus === 'pending' && reviewRoundId(shop) === roundId)
      await applyReview(review, shop.ownerId);
  }

  /** Only a shop account's status follows its shop: a seeded shop owned by an admin stays untouched. */
  async function setOwnerStatus(
    ownerId: string | null | undefined,
    status: 'active' | 'rejected',
  ): Promise<OwnerLean | null> {
    if (!ownerId) return null;
    return UserModel.findOneAndUpdate(
      { _id: ownerId, role: 'shop' },
      { $set: { status } },
      { returnDocument: 'after' },
    ).lean<OwnerLean>();
  }

  /** The review stands whatever happens to the email: a failed send is logged, never undoes it. */
  async function notifyOwner<T extends MailTemplateName>(
    owner: OwnerLean | null,
    template: T,
    data: (owner: OwnerLean) => MailRequest<T>['data'],
    shopId: string,
  ): Promise<void> {
    if (!owner || owner.deletedAt) return;
    try {
      await mailer.send({
        to: owner.email,
        locale: ownerLocale(owner),
        template,
        data: data(owner),
      });
    } catch (error) {
      logger.error({ err: error, shopId, template }, 'shop review email failed');
    }
  }

  return {
    /** Shops with one approval status, newest first, each with its owner's contact details. */
    async listShops(status: ApprovalStatus): Promise<{ items: AdminShopSummary[]; total: number }> {
      const shops = await ShopModel.find({ approvalStatus: status }, SHOP_FIELDS)
        .sort({ createdAt: -1, _id: 1 })
        .lean<ShopLean[]>();
      const owners = await ownersById([
        ...new Set(shops.flatMap((shop) => (shop.ownerId ? [shop.ownerId] : []))),
      ]);
      const items = shops.map((shop) =>
        toSummary(shop, shop.ownerId ? (owners.get(shop.ownerId) ?? null) : null),
      );
      return { items, total: items.length };
    },

    async approve(shopId: string, reviewerId: string): Promise<AdminShopSummary> {
      const { shop, owner } = await decide(shopId, 'approved', null, reviewerId);
      onShopsChanged();
      logger.info({ shopId, reviewerId }, 'shop approved');
      await notifyOwner(
        owner,
        'shop-approved',
        (o) => ({
          name: o.name,
          shopName: shop.name,
          loginUrl: `${config.publicUrl}${PATHS.login}`,
        }),
        shopId,
      );
      return toSummary(shop, owner);
    },

    async reject(shopId: string, reason: string, reviewerId: string): Promise<AdminShopSummary> {
      const { shop, owner } = await decide(shopId, 'rejected', reason, reviewerId);
      // A pending shop is not in the public catalog, so this is a safety net (the reload is lazy and cheap):
      // the catalog must never keep listing a shop that is not approved.
      onShopsChanged();
      logger.info({ shopId, reviewerId }, 'shop rejected');
      await notifyOwner(
        owner,
        'shop-rejected',
        (o) => ({ name: o.name, shopName: shop.name, reason }),
        shopId,
      );
      return toSummary(shop, owner);
    },
  };
}

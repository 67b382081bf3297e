import { isStaffColour, type TeamMember } from '../../../src/domain/shop-team';
import { ApiError } from '../../http/api-error';
import { ShopModel, type ShopDoc } from '../../models/shop.model';

/*
 * The team's writes to the shop document, one person at a time and atomic (FerretDB has neither the positional
 * `$` nor arrayFilters): the fields of one person, a removal, and the colours kept after a change.
 */

export type StoredMember = Record<string, unknown> & { _id: string };

/** The stored team (a null left for an instant by a removal on MongoDB is skipped). */
export const storedStaff = (shop: Pick<ShopDoc, 'staff'>): StoredMember[] =>
  ((shop.staff ?? []) as unknown as (StoredMember | null)[]).filter(
    (m): m is StoredMember => typeof m?._id === 'string',
  );

export async function freshShop(shopId: string): Promise<ShopDoc> {
  const shop = await ShopModel.findById(shopId).lean<ShopDoc>();
  if (!shop) throw new ApiError('SHOP_NOT_FOUND');
  return shop;
}

/**
 * `$set` of some fields of one person, atomically in the shop document. FerretDB has neither the positional `$`
 * nor arrayFilters, so the element is addressed by its index, and the filter pins that index to the person: if a
 * removal shifted the list meanwhile, nothing matches and the index is read again. Only the fields given are
 * written, so two edits of different fields at once both stay. `also` adds conditions on the element (e.g. the
 * photo it replaces). False when the person is gone or the conditions never held.
 */
export async function setOnMember(
  shopId: string,
  staffId: string,
  fields: Record<string, unknown>,
  also: Record<string, unknown> = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const index = storedStaff(await freshShop(shopId)).findIndex((m) => m._id === staffId);
    if (index < 0) return false;
    const at = (key: string) => `staff.${index}.${key}`;
    const result = await ShopModel.updateOne(
      {
        _id: shopId,
        [at('_id')]: staffId,
        ...Object.fromEntries(Object.entries(also).map(([key, value]) => [at(key), value])),
      },
      { $set: Object.fromEntries(Object.entries(fields).map(([key, value]) => [at(key), value])) },
    );
    if (result.matchedCount === 1) return true;
  }
  return false;
}

/**
 * Takes one person out of the team, atomically in the shop document. FerretDB's `$pull` with a condition on an
 * element's field answers "modified" without removing anything, so the element is addressed by its index (pinned
 * to the person as in setOnMember) and `$unset`: FerretDB removes the element, MongoDB leaves a null that the
 * `$pull` of null then removes (readers skip such a null meanwhile).
 */
export async function removeMember(shopId: string, staffId: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const index = storedStaff(await freshShop(shopId)).findIndex((m) => m._id === staffId);
    if (index < 0) return;
    const result = await ShopModel.updateOne(
      { _id: shopId, [`staff.${index}._id`]: staffId },
      { $unset: { [`staff.${index}`]: 1 } },
    );
    if (result.matchedCount === 1) {
      await ShopModel.updateOne({ _id: shopId }, { $pull: { staff: null } });
      return;
    }
  }
  throw new ApiError('TEAM_CHANGED_MEANWHILE');
}

/**
 * A person's default colour depends on who comes before them and on the others' picks, so after a change the
 * people without a stored colour get the one they showed before it: no one's colour changes because of someone
 * else (each is written once; the mocks keep every colour from the start).
 */
export async function keepColours(
  shopId: string,
  staff: readonly StoredMember[],
  shown: readonly TeamMember[],
): Promise<void> {
  for (const member of staff.filter((m) => !isStaffColour(m.colour))) {
    const colour = shown.find((m) => m.id === member._id)?.colour;
    if (colour) await setOnMember(shopId, member._id, { colour });
  }
}

/** Loyalty and referral figures shown to customers (spec 02 §9). Display rules only; balances come from the server. */

export const LOYALTY_TIERS = [
  { id: 'bronze', points: 0 },
  { id: 'silver', points: 500 },
  { id: 'gold', points: 1500 },
  { id: 'platinum', points: 3000 },
  { id: 'diamond', points: 5000 },
] as const;

/** Points earned per action as advertised. */
export const LOYALTY_EARN_RATES = [
  { id: 'book', points: 50 },
  { id: 'refer', points: 200 },
  { id: 'review', points: 25 },
  { id: 'share', points: 15 },
] as const;

/** Referral reward per successful referral, by how many the customer has made (euro). */
export const REFERRAL_REWARD_TIERS = [
  { id: 'starter', from: 1, to: 5, euro: 20 },
  { id: 'popular', from: 6, to: 10, euro: 30 },
  { id: 'champion', from: 11, to: null, euro: 50 },
] as const;

/** Extra bonus by number of successful referrals. */
export const REFERRAL_BONUS = [
  { from: 5, percent: 10 },
  { from: 15, percent: 15 },
  { from: 30, percent: 20 },
] as const;

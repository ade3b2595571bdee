// What each kind of support is worth on a goal (spec overlays.md "Progress bar" validation): tips
// and cheers as points (1.00 of any currency = 100 bits = 100 points), subscriptions at half their
// price in points, and Twitch's own sub points for the subsPoints goal.

export type SubTier = 1 | 2 | 3;

/** A tip of `amount` in any currency: 100 points per 1.00. */
export const tipPoints = (amount: number): number => Math.round(amount * 100);

/** A cheer: 1 bit = 1 point. */
export const cheerPoints = (bits: number): number => Math.max(0, Math.round(bits));

/** Half the sub price ($4.99, $9.99, $24.99) in points, rounded as Twitch's price tiers are. */
const halfPricePoints: Record<SubTier, number> = { 1: 250, 2: 500, 3: 1250 };

/** `count` subscriptions of `tier` as tip points: half their price. */
export const subscriptionTipPoints = (tier: SubTier, count: number): number => halfPricePoints[tier] * count;

/** Twitch's subscriber points per tier (Get Broadcaster Subscriptions `points`). */
const twitchPoints: Record<SubTier, number> = { 1: 1, 2: 2, 3: 6 };

export const twitchSubPoints = (tier: SubTier, count: number): number => twitchPoints[tier] * count;

/** A tier from an event, 1 when unknown. */
export const subTierOf = (tier: number | undefined): SubTier => (tier === 2 || tier === 3 ? tier : 1);

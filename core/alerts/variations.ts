// Which variation of an alert type's design an event plays (spec alerts.md section 2): the list is
// ordered and the first variation whose conditions hold wins; none means the base design.
//
// A `random` condition's value is a chance in percent (0-100), drawn afresh for each variation that
// reaches it, so weights follow from the order: "random 25" then "random 100" plays the first a
// quarter of the time and the second otherwise.
import type { AlertEvent } from './alert';
import type { VariationCondition } from './alerts-settings';

/** What matching reads of a variation. */
type Matchable = { when: 'all' | 'any'; conditions: readonly VariationCondition[] };

const atLeast = (actual: number | undefined, value: unknown) =>
  typeof value === 'number' && actual !== undefined && actual >= value;

/** Twitch writes tiers as 1000, 2000, 3000; conditions as 1, 2, 3. */
const tierOf = (tier: number | undefined) => (tier !== undefined && tier >= 1000 ? tier / 1000 : tier);

const sameText = (a: string | undefined, b: unknown) =>
  a !== undefined && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export function conditionHolds(
  { kind, value }: VariationCondition,
  event: AlertEvent,
  random: () => number,
): boolean {
  switch (kind) {
    case 'amountAtLeast':
      return atLeast(event.amount, value);
    case 'amountExactly':
      return event.amount !== undefined && event.amount === value;
    case 'monthsAtLeast':
      return atLeast(event.months, value);
    case 'tier':
      return tierOf(event.tier) === value;
    case 'prime':
      return event.prime === true;
    case 'giftsAtLeast':
      return event.type === 'giftBomb' && atLeast(event.amount, value);
    case 'viewersAtLeast':
      return event.type === 'raid' && atLeast(event.amount, value);
    case 'reward':
      return sameText(event.reward, value);
    case 'hasMessage':
      return (event.message ?? '').trim() !== '';
    case 'role':
      return (event.roles ?? []).some((role) => sameText(role, value));
    case 'random':
      return typeof value === 'number' && random() * 100 < value;
  }
}

/**
 * The first variation whose conditions hold (all of them, or any one), or null. A variation without
 * conditions never matches: a half-made one does not take over every alert.
 */
export function matchVariation<V extends Matchable>(
  variations: readonly V[],
  event: AlertEvent,
  random: () => number,
): V | null {
  const holds = (condition: VariationCondition) => conditionHolds(condition, event, random);
  return (
    variations.find(
      ({ when, conditions }) =>
        conditions.length > 0 && (when === 'all' ? conditions.every(holds) : conditions.some(holds)),
    ) ?? null
  );
}

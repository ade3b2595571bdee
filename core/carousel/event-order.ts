// The settings page's per-kind order inputs (spec overlays.md, "Carousel validation"): each kind has
// a number input from 0 to 6 showing its place in the rotation.
import type { CarouselKind } from './carousel-settings';

/** The highest place an order input offers. */
export const maxEventOrderInput = 6;

/** The input's value for a kind: its 1-based place, or '' when the kind is out of the rotation. */
export function eventOrderInputValue(order: readonly CarouselKind[], kind: CarouselKind): string {
  const index = order.indexOf(kind);
  return index === -1 ? '' : String(index + 1);
}

/**
 * The order after the user typed `input` for `kind`: blank or 0 removes the kind; a non-number
 * (or a negative or fractional one) changes nothing; a place above the current count puts the kind
 * last; any other place inserts it there, moving the others along.
 */
export function applyEventOrderInput(
  order: readonly CarouselKind[],
  kind: CarouselKind,
  input: string,
): CarouselKind[] {
  const text = input.trim();
  const others = order.filter((k) => k !== kind);
  if (text === '') return others;
  const place = Number(text);
  if (!Number.isInteger(place) || place < 0) return [...order];
  if (place === 0) return others;
  if (place > others.length) return [...others, kind];
  return [...others.slice(0, place - 1), kind, ...others.slice(place - 1)];
}

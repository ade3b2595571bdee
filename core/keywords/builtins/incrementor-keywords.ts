// {incrementor.add|amount} and {incrementor.get|…}: the counter, from channel-point replies.
import {
  type IncrementorPeriod,
  type IncrementorType,
  incrementorPeriods,
  placeOf,
  tally,
} from '../../incrementor/incrementor';
import { eager, type KeywordDefinition, KeywordError, type KeywordScope } from '../definition';

const usage =
  'incrementor is used as {incrementor.add|amount} or {incrementor.get|user|type|period}, …|channel|type|period, …|top|type|period|amount, …|usercount|period, …|place|type|period';

function period(text: string | undefined): IncrementorPeriod {
  const value = (text ?? 'total').trim().toLowerCase();
  const found = incrementorPeriods.find((p) => p === value);
  if (!found) throw new KeywordError(`incrementor periods are ${incrementorPeriods.join(', ')}`);
  return found;
}

function type(text: string | undefined): IncrementorType {
  const value = (text ?? 'count').trim().toLowerCase();
  if (value !== 'count' && value !== 'points')
    throw new KeywordError('incrementor types are count and points');
  return value;
}

async function get(
  params: string[],
  scope: KeywordScope,
  source: NonNullable<KeywordScope['context']['sources']['incrementor']>,
) {
  const now = scope.context.now();
  const redemptions = await source.redemptions();
  const [, what = '', a, b, c] = params.map((p) => p.trim());
  switch (what.toLowerCase()) {
    case 'user': {
      const t = type(a);
      return String(
        tally(redemptions, period(b), t, now).find((entry) => entry.userId === source.userId)?.[t] ?? 0,
      );
    }
    case 'channel': {
      const t = type(a);
      return String(tally(redemptions, period(b), t, now).reduce((sum, entry) => sum + entry[t], 0));
    }
    case 'top': {
      const t = type(a);
      const amount = c === undefined || c === '' ? 5 : Math.max(1, Math.min(25, Math.trunc(Number(c)) || 5));
      return tally(redemptions, period(b), t, now)
        .slice(0, amount)
        .map((entry) => `${entry.userName}: ${entry[t]}`)
        .join(', ');
    }
    case 'usercount':
      return String(tally(redemptions, period(a), 'count', now).length);
    case 'place':
      return String(placeOf(tally(redemptions, period(b), type(a), now), source.userId));
    default:
      throw new KeywordError(usage);
  }
}

export const incrementorKeywords: KeywordDefinition[] = [
  {
    name: 'incrementor',
    group: 'incrementor',
    usage:
      '{incrementor.add|amount} · {incrementor.get|user|type|period} · {incrementor.get|channel|type|period} · {incrementor.get|top|type|period|amount} · {incrementor.get|usercount|period} · {incrementor.get|place|type|period}',
    description:
      'Only in channel-point replies. add raises the counter for the redeeming viewer (no output); get reads it. Type is count or points; period is total, yearly, monthly, weekly or daily; top lists 5 unless told.',
    example: {
      template: 'You are {ordinal.{incrementor.get|place|count|monthly}} this month',
      output: 'You are 2nd this month',
    },
    minParams: 1,
    maxParams: 5,
    evaluate: eager(async (params, scope) => {
      const source = scope.context.sources.incrementor;
      if (!source) throw new KeywordError('incrementor keywords work only in channel-point replies');
      const op = params[0]?.trim().toLowerCase();
      if (op === 'add') {
        const amount = params[1] === undefined || params[1].trim() === '' ? 1 : Number(params[1]);
        if (!Number.isInteger(amount) || amount < 1 || amount > 1000)
          throw new KeywordError('incrementor.add takes a whole number from 1 to 1000');
        await source.add(amount);
        return '';
      }
      if (op === 'get') return get(params, scope, source);
      throw new KeywordError(usage);
    }),
  },
];

// An alert's text: its template in the product's keyword language, filled in with the event's fields.
// Keywords that call out are refused when saved (calling-out.ts) and, should one ever run, answered
// with a refusal: the sources given here cannot reach outside the channel.
import { formatTipAmount } from '../carousel/carousel-text';
import { KeywordError, type KeywordSources, type MaybePromise } from '../keywords/definition';
import { evaluateTemplate } from '../keywords/evaluate';
import type { AlertEvent } from './alert';

/** How the template shows an event's amount: money for tips, a whole number otherwise. */
export function alertAmountText(event: AlertEvent): string {
  if (event.amount === undefined) return '';
  return event.type === 'tip' ? formatTipAmount(event.amount, event.currency) : String(event.amount);
}

/** The placeholders an alert's template may use, besides the keyword language's own keywords. */
export function alertPlaceholders(event: AlertEvent): Record<string, string> {
  return {
    username: event.username,
    amount: alertAmountText(event),
    months: event.months === undefined ? '' : String(event.months),
    // Twitch writes tiers as 1000, 2000, 3000; viewers read 1, 2, 3.
    tier: event.tier === undefined ? '' : String(event.tier >= 1000 ? event.tier / 1000 : event.tier),
    reward: event.reward ?? '',
    message: event.message ?? '',
    currency: event.currency ?? '',
    viewers: event.type === 'raid' && event.amount !== undefined ? String(event.amount) : '',
  };
}

const refuse = async (): Promise<never> => {
  throw new KeywordError('alerts cannot call out');
};

/** What an alert's keywords may read: the channel's variables and live state, nothing outside. */
export type AlertTemplateSources = Pick<KeywordSources, 'getVariable' | 'setVariable' | 'liveSince'>;

const noSources: AlertTemplateSources = {
  getVariable: async () => null,
  setVariable: async () => false,
  liveSince: async () => null,
};

/** Fills a template for one event. */
export type AlertTextFiller = (template: string, event: AlertEvent) => MaybePromise<string>;

export function alertTextFiller(options: {
  random: () => number;
  now: () => number;
  sources?: AlertTemplateSources;
}): AlertTextFiller {
  const sources: KeywordSources = {
    ...(options.sources ?? noSources),
    lastGameOf: refuse,
    lastTitleOf: refuse,
    fetchText: refuse,
  };
  return (template, event) =>
    evaluateTemplate(template, {
      username: event.username,
      message: event.message ?? '',
      random: options.random,
      now: options.now,
      sources,
      placeholders: alertPlaceholders(event),
    });
}

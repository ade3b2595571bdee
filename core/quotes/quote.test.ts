import { describe, expect, it } from 'vitest';
import { evaluateTemplate } from '../keywords/evaluate';
import { keywordContext } from '../keywords/test-context';
import { plainReason } from '../validation/plain-reasons';
import {
  addQuoteSchema,
  defaultQuoteFormat,
  formatQuoteDate,
  quoteDateOrder,
  quotePlaceholders,
  readQuoteRequest,
} from './quote';

const quote = {
  number: 7,
  text: 'I meant to do that',
  submitter: 'Ana',
  timestamp: Date.UTC(2024, 2, 5, 23, 30),
};

describe('quote formatting', () => {
  it('fills the default format exactly', async () => {
    const output = await evaluateTemplate(
      defaultQuoteFormat,
      keywordContext({ placeholders: quotePlaceholders(quote) }),
    );
    expect(output).toBe("7) 'I meant to do that', submitted by Ana on 05/03/2024");
  });

  it('mixes quote keywords with every other keyword', async () => {
    const output = await evaluateTemplate(
      'Quote {ordinal.{number}} ({date}) for {username}: {quote}',
      keywordContext({ username: 'Bo', placeholders: quotePlaceholders(quote) }),
    );
    expect(output).toBe('Quote 7th (2024-03-05) for Bo: I meant to do that');
  });
});

describe('readQuoteRequest', () => {
  it('reads a number, a search or nothing', () => {
    expect(readQuoteRequest('12')).toEqual({ number: 12 });
    expect(readQuoteRequest('#3')).toEqual({ number: 3 });
    expect(readQuoteRequest('meant to')).toEqual({ search: 'meant to' });
    expect(readQuoteRequest('  ')).toEqual({ random: true });
  });
});

describe('quote dates on the page', () => {
  it("follow the order of the streamer's Get Quote format, as chat says them", async () => {
    const chat = await evaluateTemplate(
      defaultQuoteFormat,
      keywordContext({ placeholders: quotePlaceholders(quote) }),
    );
    const order = quoteDateOrder(defaultQuoteFormat);
    expect(order).toBe('dmy');
    expect(chat).toContain(formatQuoteDate(quote.timestamp, order));
    expect(formatQuoteDate(quote.timestamp, quoteDateOrder('on {month}/{day}/{year}'))).toBe('03/05/2024');
    expect(formatQuoteDate(quote.timestamp, quoteDateOrder('{year}.{month}.{day}'))).toBe('2024-03-05');
    expect(quoteDateOrder('{quote} ({date})')).toBe('ymd');
    expect(quoteDateOrder('{quote}')).toBe('ymd');
  });
});

describe('quote texts from the Quotes page', () => {
  it('refuses a text over the limit with its length and the limit, never cutting it', () => {
    const result = addQuoteSchema.safeParse({ text: 'x'.repeat(5000) });
    expect(result.success).toBe(false);
    expect(plainReason(result.error?.issues).reason).toBe(
      'The quote is too long: 5,000 characters, the limit is 500.',
    );
    expect(addQuoteSchema.parse({ text: ` ${'x'.repeat(500)} ` }).text).toHaveLength(500);
  });
});

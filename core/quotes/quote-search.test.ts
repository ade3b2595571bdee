import { describe, expect, it } from 'vitest';
import { isSearch, quoteSearchLimits, readQuoteQuery } from './quote-search';

describe('a quote search', () => {
  it('looks up lower-cased words of 3 or more characters and sets shorter ones aside', () => {
    expect(readQuoteQuery('  The BOSS is  ok ')).toEqual({
      words: ['the', 'boss'],
      shortWords: ['is', 'ok'],
      number: null,
    });
    expect(isSearch(readQuoteQuery('is ok'))).toBe(false);
    expect(isSearch(readQuoteQuery(''))).toBe(false);
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    expect(readQuoteQuery('天気だ 天気').words).toEqual(['天気だ']);
    expect(readQuoteQuery('😂😂😂').words).toEqual(['😂😂😂']);
  });

  it('finds a lone number, with or without #, as that quote', () => {
    expect(readQuoteQuery('#7')).toEqual({ words: [], shortWords: [], number: 7 });
    expect(readQuoteQuery('#12').number).toBe(12);
    expect(readQuoteQuery('1234')).toEqual({ words: ['1234'], shortWords: [], number: 1234 });
    expect(readQuoteQuery('12 boss').number).toBeNull();
  });

  it('cuts a long word and leaves out words past the most a search takes', () => {
    const long = 'x'.repeat(200);
    expect(readQuoteQuery(long).words).toEqual(['x'.repeat(quoteSearchLimits.maxWordLength)]);
    const many = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    expect(readQuoteQuery(many).words).toHaveLength(quoteSearchLimits.maxWords);
  });
});

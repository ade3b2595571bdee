// What a viewer's quote search asks for: the words a quote must hold (each found anywhere in its text or
// its submitter's name, in any letter case) or, for a lone number, the quote of that number (its words
// are searched when there is none). The index finds pieces of
// three or more characters, so shorter words are set aside (and the page says so).

export const quoteSearchLimits = {
  /** The index's pieces are three characters: a shorter word cannot be looked up. */
  minWordLength: 3,
  /** Longer words are cut: a longer piece finds hardly anything more. */
  maxWordLength: 50,
  /** Words beyond these are left out. */
  maxWords: 8,
  /** A search finds at most this many quotes (the first by number), so it reads a bounded share of the index. */
  maxMatches: 300,
} as const;

export type QuoteQuery = {
  /** Lower-cased words of 3 characters or more, each cut to the longest a search uses. */
  words: string[];
  /** Words too short to look up, as typed. */
  shortWords: string[];
  /** A lone whole number (with or without #): the quote of that number, when there is one. */
  number: number | null;
};

const characters = (word: string) => Array.from(word).length;

export function readQuoteQuery(query: string): QuoteQuery {
  const all = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, quoteSearchLimits.maxWords);
  const lone = all.length === 1 ? /^#?(\d{1,9})$/.exec(all[0] ?? '') : null;
  const long = all.filter((word) => characters(word) >= quoteSearchLimits.minWordLength);
  return {
    words: long.map((word) => Array.from(word).slice(0, quoteSearchLimits.maxWordLength).join('')),
    shortWords: lone ? [] : all.filter((word) => characters(word) < quoteSearchLimits.minWordLength),
    number: lone ? Number(lone[1]) : null,
  };
}

/** Whether the query looks anything up (else the page lists every quote). */
export const isSearch = (query: QuoteQuery) => query.words.length > 0 || query.number !== null;

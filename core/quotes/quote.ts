// Quotes: what the API and pages exchange, their defaults, and the placeholders of the Get Quote reply.
import { z } from 'zod';

export type Quote = { number: number; text: string; submitter: string; timestamp: number };

export const defaultQuoteFormat = "{number}) '{quote}', submitted by {submitter} on {day}/{month}/{year}";
export const defaultBackgroundFormat = '{quote}';
export const maxQuoteLength = 500;
export const maxFormatLength = 500;

const quoteNumber = z.number({ message: 'number must be a number' }).int().min(1, 'quote numbers start at 1');

/** A text of this page: refused when empty, or when too long with its length and the limit (never cut). */
const limitedText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${what} cannot be empty`)
    .max(max, {
      error: (issue) =>
        `${what} is too long: ${String(issue.input).length.toLocaleString('en-US')} characters, the limit is ${max.toLocaleString('en-US')}`,
    });
const quoteText = limitedText('the quote', maxQuoteLength);

export const deleteQuoteSchema = z.object({ number: quoteNumber });
export const editQuoteSchema = z.object({ number: quoteNumber, editedText: quoteText });
/** A quote the streamer adds on the Quotes page; its submitter is the streamer. */
export const addQuoteSchema = z.object({ text: quoteText });
export const quoteFormatSchema = z.object({ text: limitedText('the format', maxFormatLength) });

const pad = (n: number) => String(n).padStart(2, '0');

/** The quote keywords: {quote}, {number}, {submitter}, {date} and its parts {day}, {month}, {year} (UTC). */
export function quotePlaceholders(quote: Quote): Record<string, string> {
  const date = new Date(quote.timestamp);
  const day = pad(date.getUTCDate());
  const month = pad(date.getUTCMonth() + 1);
  const year = String(date.getUTCFullYear());
  return {
    quote: quote.text,
    number: String(quote.number),
    submitter: quote.submitter,
    date: `${year}-${month}-${day}`,
    day,
    month,
    year,
  };
}

/** The order a date is written in: day/month/year, month/day/year or year-month-day. */
export type QuoteDateOrder = 'dmy' | 'mdy' | 'ymd';

/**
 * The order the streamer's Get Quote format writes a quote's date in, so the Quotes page shows dates
 * as chat does: by where {day}, {month} and {year} stand; year-month-day (as {date}) without them.
 */
export function quoteDateOrder(format: string): QuoteDateOrder {
  const day = format.indexOf('{day}');
  const month = format.indexOf('{month}');
  const year = format.indexOf('{year}');
  if (day < 0 || month < 0 || (year >= 0 && year < Math.min(day, month))) return 'ymd';
  return day < month ? 'dmy' : 'mdy';
}

/** A quote's date (UTC, as chat says it) in the given order. */
export function formatQuoteDate(timestamp: number, order: QuoteDateOrder): string {
  const { day, month, year } = quotePlaceholders({ number: 0, text: '', submitter: '', timestamp });
  if (order === 'dmy') return `${day}/${month}/${year}`;
  if (order === 'mdy') return `${month}/${day}/${year}`;
  return `${year}-${month}-${day}`;
}

/** How the Quotes page names an order. */
export const quoteDateOrderNames: Record<QuoteDateOrder, string> = {
  dmy: 'day/month/year',
  mdy: 'month/day/year',
  ymd: 'year-month-day',
};

/** What `!quote` was asked for: a number, words to search for, or anything. */
export function readQuoteRequest(rest: string): { number: number } | { search: string } | { random: true } {
  const trimmed = rest.trim().replace(/^#/, '');
  if (/^\d+$/.test(trimmed)) return { number: Number(trimmed) };
  return trimmed ? { search: trimmed } : { random: true };
}

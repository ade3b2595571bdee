// Quotes: what the API and pages exchange, their defaults, and the placeholders of the Get Quote reply.
import { z } from 'zod';

export type Quote = { number: number; text: string; submitter: string; timestamp: number };

export const defaultQuoteFormat = "{number}) '{quote}', submitted by {submitter} on {day}/{month}/{year}";
export const defaultBackgroundFormat = '{quote}';
export const maxQuoteLength = 500;
export const maxFormatLength = 500;

const quoteNumber = z.number({ message: 'number must be a number' }).int().min(1, 'quote numbers start at 1');

export const deleteQuoteSchema = z.object({ number: quoteNumber });
export const editQuoteSchema = z.object({
  number: quoteNumber,
  editedText: z
    .string()
    .trim()
    .min(1, 'the quote text cannot be empty')
    .max(maxQuoteLength, `a quote is at most ${maxQuoteLength} characters`),
});
export const quoteFormatSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'the format cannot be empty')
    .max(maxFormatLength, `a format is at most ${maxFormatLength} characters`),
});

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

/** What `!quote` was asked for: a number, words to search for, or anything. */
export function readQuoteRequest(rest: string): { number: number } | { search: string } | { random: true } {
  const trimmed = rest.trim().replace(/^#/, '');
  if (/^\d+$/.test(trimmed)) return { number: Number(trimmed) };
  return trimmed ? { search: trimmed } : { random: true };
}

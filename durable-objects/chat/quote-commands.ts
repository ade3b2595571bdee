// What the quote commands do in chat. Handlers return the reply; the pipeline sends it.
import { worksOnDiscordOnly } from '../../core/commands/discord-only';
import { maxQuoteLength, type Quote, readQuoteRequest } from '../../core/quotes/quote';
import type { CommandRun } from '../chat-commands';

/** The channel's quotes, as the quote commands use them. */
export type QuoteStore = {
  /** The new quote's number, or why the channel refused it (its list is full). */
  add(text: string, submitter: string): Promise<number | { refused: string }>;
  remove(number: number): Promise<boolean>;
  byNumber(number: number): Promise<Quote | undefined>;
  random(search?: string): Promise<Quote | undefined>;
  /** The Get Quote reply: the streamer's format, with quote and all other keywords filled in. */
  reply(quote: Quote): Promise<string>;
};

type QuoteHandler = (run: CommandRun, quotes: QuoteStore) => Promise<string>;

const addQuote: QuoteHandler = async ({ rest, message, command }, quotes) => {
  const text = rest.trim();
  if (!text) return `Usage: !${command.command} the words to remember`;
  if (text.length > maxQuoteLength) return `Quotes are at most ${maxQuoteLength} characters.`;
  const added = await quotes.add(text, message.chatterName);
  return typeof added === 'number' ? `Added quote #${added}.` : added.refused;
};

const deleteQuote: QuoteHandler = async ({ rest, command }, quotes) => {
  const request = readQuoteRequest(rest);
  if (!('number' in request)) return `Usage: !${command.command} <number>`;
  return (await quotes.remove(request.number))
    ? `Deleted quote #${request.number}.`
    : `There is no quote #${request.number}.`;
};

const getQuote: QuoteHandler = async ({ rest }, quotes) => {
  const request = readQuoteRequest(rest);
  if ('number' in request) {
    const quote = await quotes.byNumber(request.number);
    return quote ? quotes.reply(quote) : `There is no quote #${request.number}.`;
  }
  const quote = await quotes.random('search' in request ? request.search : undefined);
  if (quote) return quotes.reply(quote);
  return 'search' in request ? `No quote mentions "${request.search}".` : 'There are no quotes yet.';
};

const quoteImage: QuoteHandler = async ({ venue, command }) =>
  venue.quoteImage ? venue.quoteImage() : worksOnDiscordOnly(command);

export const quoteHandlers: Record<string, QuoteHandler> = {
  addquote: addQuote,
  deletequote: deleteQuote,
  quote: getQuote,
  quoteimage: quoteImage,
};

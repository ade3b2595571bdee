// The Quotes tab: one page of the channel's quotes, or of those a search finds, both read on the
// server (a channel may keep 50,000). The results sit in one element the page's script replaces as
// the viewer types.
import { html } from 'hono/html';
import { publicQuotesPath } from '../../core/public-page/public-page-path';
import type { Quote } from '../../core/quotes/quote';
import type { Fragment, PageChannel } from './page-layout';
import { type PagerPlace, pastTheEnd, renderPager } from './pager';

export const quotesPerPage = 50;

const count = (n: number) => n.toLocaleString('en-US');

const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function quoteItem(quote: Quote) {
  const date = new Date(quote.timestamp);
  return html`<li class="quote"><span class="quote-number">#${quote.number}</span><div><blockquote>${quote.text}</blockquote><p class="quote-meta">Added by ${quote.submitter} on <time datetime="${date.toISOString().slice(0, 10)}">${dayFormat.format(date)}</time></p></div></li>
`;
}

export type QuotesView = {
  channel: PageChannel;
  quotes: Quote[];
  /** How many quotes match the search (all of them without one). */
  matching: number;
  /** More match than a search shows. */
  isCapped: boolean;
  pages: number;
  /** The search as typed. */
  query: string;
  /** Whether the search looked anything up (else the list shows every quote). */
  isSearch: boolean;
  /** Words of the search too short to look up. */
  shortWords: readonly string[];
  page: number;
  /** Why the search was not run (too many searches), said instead of results. */
  refusal?: string;
};

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(', ');

function summary(view: QuotesView) {
  if (view.refusal) return view.refusal;
  const query = view.query.trim();
  const noun = view.matching === 1 ? 'quote' : 'quotes';
  const all = `${count(view.matching)} ${noun}`;
  if (!query) return all;
  if (!view.isSearch) return `${all}. Searches need words of 3 or more characters.`;
  const left = view.shortWords.length
    ? ` Words under 3 characters are left out: ${quoted(view.shortWords)}.`
    : '';
  if (view.isCapped)
    return `More than ${count(view.matching)} quotes match “${query}”: the first ${count(view.matching)} are shown. Add a word to find fewer.${left}`;
  return `${all} ${view.matching === 1 ? 'matches' : 'match'} “${query}”.${left}`;
}

function results(view: QuotesView, place: PagerPlace) {
  if (view.refusal) return '';
  if (view.matching === 0)
    return view.isSearch
      ? html`<p class="empty">No quote matches “${view.query.trim()}”.</p>`
      : html`<p class="empty">${view.channel.displayName} has no quotes yet.</p>`;
  if (view.quotes.length === 0)
    return view.page > view.pages
      ? pastTheEnd(place)
      : html`<p class="empty">Nothing on this page: its quotes were deleted.</p>
${renderPager(place, 'Quote pages')}`;
  return html`<ol class="quotes">
${view.quotes.map(quoteItem)}</ol>
${renderPager(place, 'Quote pages')}`;
}

export function renderQuotesTab(view: QuotesView): Fragment {
  const path = publicQuotesPath(view.channel.login);
  const place = { path, query: view.query, page: view.page, pages: view.pages };
  return html`<form class="search" role="search" action="${path}" method="get">
<label class="visually-hidden" for="q">Search quotes</label>
<input id="q" name="q" type="search" value="${view.query}" placeholder="Search quotes: words, a name or #number" autocomplete="off" enterkeyhint="search">
<button type="submit">Search</button>
</form>
<p class="summary" id="summary" aria-live="polite">${summary(view)}</p>
<div id="results">
${results(view, place)}
</div>`;
}

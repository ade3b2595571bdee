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
  query: string;
  page: number;
};

function summary(view: QuotesView) {
  const noun = view.matching === 1 ? 'quote' : 'quotes';
  if (!view.query.trim()) return `${count(view.matching)} ${noun}`;
  return `${count(view.matching)} ${noun} ${view.matching === 1 ? 'matches' : 'match'} “${view.query.trim()}”`;
}

function results(view: QuotesView, place: PagerPlace) {
  if (view.matching === 0)
    return view.query.trim()
      ? html`<p class="empty">No quote matches “${view.query.trim()}”.</p>`
      : html`<p class="empty">${view.channel.displayName} has no quotes yet.</p>`;
  if (view.quotes.length === 0) return pastTheEnd(place);
  return html`<ol class="quotes">
${view.quotes.map(quoteItem)}</ol>
${renderPager(place, 'Quote pages')}`;
}

export function renderQuotesTab(view: QuotesView): Fragment {
  const path = publicQuotesPath(view.channel.login);
  const place = { path, query: view.query, page: view.page, pages: Math.ceil(view.matching / quotesPerPage) };
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

// The page links under a long list (commands or quotes): first, previous, where you are, next, last,
// each keeping the search.
import { html } from 'hono/html';

const count = (n: number) => n.toLocaleString('en-US');

export type PagerPlace = {
  /** The tab's address, without its query. */
  path: string;
  query: string;
  /** From 1; may lie past the last page. */
  page: number;
  pages: number;
};

/** A link to one page of the same search. */
export function pageLink(place: PagerPlace, page: number, label: string, rel?: string) {
  const params = new URLSearchParams();
  if (place.query.trim()) params.set('q', place.query.trim());
  if (page > 1) params.set('page', String(page));
  const search = params.size ? `?${params}` : '';
  return html`<a href="${place.path}${search}"${rel ? html` rel="${rel}"` : ''}>${label}</a>`;
}

export function renderPager(place: PagerPlace, label: string) {
  const { page, pages } = place;
  if (pages <= 1) return '';
  const link = (to: number, text: string, rel?: string) => pageLink(place, to, text, rel);
  return html`<nav class="pager" aria-label="${label}">
${page > 2 ? link(1, '« First') : ''}
${page > 1 ? link(Math.min(page - 1, pages), '‹ Previous', 'prev') : ''}
<span>Page ${count(Math.min(page, pages))} of ${count(pages)}</span>
${page < pages ? link(page + 1, 'Next ›', 'next') : ''}
${page < pages - 1 ? link(pages, 'Last »') : ''}
</nav>`;
}

/** What a page past the last one says instead of a list. */
export function pastTheEnd(place: PagerPlace) {
  return html`<p class="empty">There are only ${count(place.pages)} pages. ${pageLink(place, place.pages, 'Go to the last one')}.</p>`;
}

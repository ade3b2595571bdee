// The frame of every public page: the channel's banner with its two tabs, the page's style and
// script, and the footer; and the one not-found page, the same for an unknown channel and a page
// turned off, so it says nothing about which.
import { html, raw } from 'hono/html';
import { publicPagePath, publicQuotesPath } from '../../core/public-page/public-page-path';
import type { TabCounts } from '../../db/public-page';
import { pageStyle, scriptPath } from './page-assets';

export type PageChannel = { login: string; displayName: string };
export type Tab = 'commands' | 'quotes';

/** An HTML fragment from hono/html (everything interpolated into it is escaped). */
export type Fragment = ReturnType<typeof html>;

const count = (n: number) => n.toLocaleString('en-US');

function head(title: string, description: string, withScript: boolean) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<style>${raw(pageStyle)}</style>
${withScript ? html`<script src="${scriptPath}" defer></script>` : ''}
</head>`;
}

function tabLink(tab: Tab, current: Tab, href: string, label: string, n: number | undefined) {
  const here = tab === current ? raw(' aria-current="page"') : '';
  const counted = n === undefined ? '' : html` <span class="count">${count(n)}</span>`;
  return html`<a href="${href}"${here}>${label}${counted}</a>`;
}

export function renderChannelPage(page: {
  channel: PageChannel;
  tab: Tab;
  /** Left out where nothing was read (a refused search). */
  counts?: TabCounts;
  title: string;
  content: Fragment;
}) {
  const { channel, tab, counts } = page;
  // The first letter as one character even outside the BMP.
  const initial = Array.from(channel.displayName)[0] ?? '?';
  return html`${head(page.title, `Chat commands and quotes of ${channel.displayName} on Twitch.`, true)}
<body data-tab="${tab}">
<header class="channel">
<div class="wrap">
<div class="channel-head">
<div class="avatar" aria-hidden="true">${initial}</div>
<div>
<h1>${channel.displayName}</h1>
<a class="channel-link" href="https://www.twitch.tv/${channel.login}">twitch.tv/${channel.login}</a>
</div>
</div>
<nav class="tabs" aria-label="${channel.displayName}'s chat">
${tabLink('commands', tab, publicPagePath(channel.login), 'Commands', counts?.commands)}
${tabLink('quotes', tab, publicQuotesPath(channel.login), 'Quotes', counts?.quotes)}
</nav>
</div>
</header>
<main class="wrap">
${page.content}
</main>
<footer class="page-footer"><div class="wrap">${channel.displayName}'s chat bot is <a href="/">StreamBot</a>, free and open source.</div></footer>
</body>
</html>`;
}

export function renderNotFoundPage() {
  return html`${head('Page not found', 'There is no public commands page at this address.', false)}
<body>
<main class="wrap">
<div class="lost">
<p class="lost-code">404</p>
<h1>No commands page here</h1>
<p>There is no public commands page at this address. Check the channel name in the link, or ask the streamer for theirs: the page may be turned off.</p>
<p><a class="home" href="/">Go to StreamBot</a></p>
</div>
</main>
</body>
</html>`;
}

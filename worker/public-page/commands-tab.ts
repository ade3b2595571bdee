// The Commands tab: the listed commands with what each says (as written, less what only the bot may
// read: core/public-page/public-reply.ts), who may use it and its cooldown. A channel with up to a page
// of them gets them all, a search hiding what does not match (so the page's script can filter as the
// viewer types, with or without a first search from the server); a larger channel gets a page at a
// time, searched on the server.
import { html } from 'hono/html';
import {
  commandSearchText,
  formatCooldown,
  matchesSearch,
  type PublicCommand,
  searchWords,
} from '../../core/public-page/public-command';
import { publicPagePath } from '../../core/public-page/public-page-path';
import type { ReplyPart } from '../../core/public-page/public-reply';
import type { Fragment, PageChannel } from './page-layout';
import { type PagerPlace, pastTheEnd, renderPager } from './pager';

/** Keeps the page of a channel at the limit (1,000 commands) small and quick to show on a phone. */
export const commandsPerPage = 200;

const count = (n: number) => n.toLocaleString('en-US');

/** A reply as shown, its keywords marked so viewers see what the bot fills in. */
function markKeywords(reply: readonly ReplyPart[]) {
  return reply.map((part) => (part.isKeyword ? html`<span class="kw">${part.text}</span>` : part.text));
}

function says(command: PublicCommand) {
  if (command.reply !== undefined) return html`<span class="reply">${markKeywords(command.reply)}</span>`;
  return html`<code class="usage">${command.usage}</code><span class="does">${command.description}</span>`;
}

function who(command: PublicCommand) {
  const badge = (audience: string) => html`<span class="badge ${audience.toLowerCase()}">${audience}</span>`;
  // !game and !title answer anyone who only asks; the gate is for changing.
  if (command.isOpenRead && command.audience !== 'Everyone')
    return html`${badge('Everyone')}<span class="note">${command.audience} can change it</span>`;
  // The Users option narrows the gate to viewers the streamer named; moderators may always use it.
  if (command.listedUsersOnly)
    return html`${badge(command.audience === 'Everyone' ? 'Listed viewers' : command.audience)}<span class="note">only viewers the streamer listed, and moderators</span>`;
  return badge(command.audience);
}

function row(command: PublicCommand, isShown: boolean) {
  const cooldown = formatCooldown(command.cooldownSeconds);
  return html`<tr${isShown ? '' : html` hidden`}><td class="name"><span class="keyword">${command.keyword}</span></td><td class="says">${says(command)}</td><td class="who">${who(command)}</td><td class="cooldown${command.cooldownSeconds ? '' : ' none'}">${cooldown}</td></tr>
`;
}

function table(rows: Fragment[], isHidden: boolean) {
  return html`<table class="commands"${isHidden ? html` hidden` : ''}>
<colgroup><col class="col-name"><col><col class="col-who"><col class="col-cooldown"></colgroup>
<thead><tr><th scope="col">Command</th><th scope="col">Response</th><th scope="col">Who can use it</th><th scope="col">Cooldown</th></tr></thead>
<tbody>
${rows}</tbody>
</table>`;
}

export type CommandsView = {
  channel: PageChannel;
  /** Every listed command of the channel. */
  commands: PublicCommand[];
  query: string;
  page: number;
};

export function renderCommandsTab(view: CommandsView): Fragment {
  const { channel, commands, query } = view;
  const path = publicPagePath(channel.login);
  const words = searchWords(query);
  const shown = commands.map((command) => matchesSearch(commandSearchText(command), words));
  const matching = commands.filter((_, i) => shown[i]);
  const all = `${count(commands.length)} ${commands.length === 1 ? 'command' : 'commands'}`;
  const summary = words.length ? `${count(matching.length)} of ${all}` : all;
  const noMatch = html`<p class="empty no-match"${matching.length ? html` hidden` : ''}>No command matches “${query.trim()}”.</p>`;
  const isComplete = commands.length <= commandsPerPage;
  const place: PagerPlace = {
    path,
    query,
    page: isComplete ? 1 : view.page,
    pages: Math.ceil(matching.length / commandsPerPage),
  };
  const start = (place.page - 1) * commandsPerPage;
  const onThisPage = matching.slice(start, start + commandsPerPage);

  let list: Fragment | string;
  if (commands.length === 0)
    list = html`<p class="empty">${channel.displayName} has no public commands yet.</p>`;
  else if (isComplete)
    list = html`${table(
      commands.map((command, i) => row(command, shown[i] === true)),
      matching.length === 0,
    )}${noMatch}`;
  else if (matching.length === 0) list = noMatch;
  else if (onThisPage.length === 0) list = pastTheEnd(place);
  else
    list = html`${table(
      onThisPage.map((command) => row(command, true)),
      false,
    )}${renderPager(place, 'Command pages')}`;

  // data-complete: every command is on the page, so the script filters here rather than asking the server.
  return html`<form class="search" role="search" action="${path}" method="get">
<label class="visually-hidden" for="q">Search commands</label>
<input id="q" name="q" type="search" value="${query}" placeholder="Search commands" autocomplete="off" enterkeyhint="search">
<button type="submit">Search</button>
</form>
<p class="summary" id="summary" aria-live="polite" data-all="${all}">${summary}</p>
<div id="results"${isComplete ? html` data-complete` : ''}>
${list}
</div>`;
}

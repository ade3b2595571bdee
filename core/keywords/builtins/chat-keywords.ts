// Keywords about the chatter, the message and the stream.
import { eager, type KeywordContext, type KeywordDefinition, KeywordError } from '../definition';

/** First word after the command, without a leading @. */
export function targetOf(context: KeywordContext): string {
  return (context.message.trim().split(/\s+/)[0] ?? '').replace(/^@/, '');
}

const optTargetOf = (context: KeywordContext) => targetOf(context) || context.username;

export function formatUptime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The channel the template speaks in, or a refusal where the venue has none. */
async function ownChannelOf(context: KeywordContext): Promise<{ login: string; displayName: string }> {
  const channel = await context.sources.ownChannel?.();
  if (!channel) throw new KeywordError("the channel's name is not available here");
  return channel;
}

/** "3:04 PM" in an IANA time zone, spelled with plain spaces whatever the runtime's locale data. */
export function clockTime(at: number, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true });
  } catch {
    throw new KeywordError(`time needs a time zone such as Europe/London ("${timeZone}" is not one)`);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

export const chatKeywords: KeywordDefinition[] = [
  {
    name: 'username',
    group: 'global',
    usage: '{username}',
    description: 'The name of the viewer who used the command.',
    example: { template: 'Hi {username}!', output: 'Hi viewer!' },
    minParams: 0,
    maxParams: 0,
    evaluate: (_param, _count, { context }) => context.username,
  },
  {
    name: 'target',
    group: 'global',
    usage: '{target}',
    description: 'The first word after the command, without a leading @ (empty when there is none).',
    example: { template: 'Go follow {target}!', output: 'Go follow streamer!' },
    minParams: 0,
    maxParams: 0,
    evaluate: (_param, _count, { context }) => targetOf(context),
  },
  {
    name: 'optTarget',
    group: 'global',
    usage: '{optTarget}',
    description: 'Like target, but the viewer who used the command when no word follows it.',
    minParams: 0,
    maxParams: 0,
    evaluate: (_param, _count, { context }) => optTargetOf(context),
  },
  {
    name: 'message',
    group: 'global',
    usage: '{message}',
    description: 'Everything written after the command.',
    minParams: 0,
    maxParams: 0,
    evaluate: (_param, _count, { context }) => context.message.trim(),
  },
  {
    name: 'uptime',
    group: 'global',
    usage: '{uptime}',
    description:
      'How long the stream has been live, as HH:mm:ss, or "offline" (use {live} to say something else then).',
    example: {
      template: '{if.{live}|Live for {uptime}.|{channel} is offline.}',
      output: 'Live for 01:02:03.',
    },
    minParams: 0,
    maxParams: 0,
    evaluate: async (_param, _count, { context }) => {
      const since = await context.sources.liveSince();
      return since === null ? 'offline' : formatUptime(context.now() - since);
    },
  },
  {
    name: 'live',
    group: 'global',
    usage: '{live}',
    description: 'true while the stream is live, otherwise false: for {if}.',
    example: { template: '{if.{live}|We are live!|We are offline.}', output: 'We are live!' },
    minParams: 0,
    maxParams: 0,
    evaluate: async (_param, _count, { context }) => String((await context.sources.liveSince()) !== null),
  },
  {
    name: 'targetLastGame',
    group: 'global',
    usage: '{targetLastGame}',
    description: 'The category the target (or the viewer) last streamed in.',
    minParams: 0,
    maxParams: 0,
    evaluate: async (_param, _count, { context }) =>
      (await context.sources.lastGameOf(optTargetOf(context))) ?? 'an unknown game',
  },
  {
    name: 'targetLastTitle',
    group: 'global',
    usage: '{targetLastTitle}',
    description: "The title of the target's (or the viewer's) last stream.",
    minParams: 0,
    maxParams: 0,
    evaluate: async (_param, _count, { context }) =>
      (await context.sources.lastTitleOf(optTargetOf(context))) ?? 'an unknown title',
  },
  {
    name: 'channel',
    group: 'global',
    usage: '{channel}',
    description: "The channel's display name.",
    example: { template: 'Welcome to {channel}!', output: 'Welcome to Streamer!' },
    minParams: 0,
    maxParams: 0,
    evaluate: async (_param, _count, { context }) => (await ownChannelOf(context)).displayName,
  },
  {
    name: 'game',
    group: 'global',
    usage: '{game}',
    description: "This channel's category (as last looked up, at most ten minutes ago).",
    minParams: 0,
    maxParams: 0,
    evaluate: async (_param, _count, { context }) =>
      (await context.sources.lastGameOf((await ownChannelOf(context)).login)) ?? 'an unknown game',
  },
  {
    name: 'title',
    group: 'global',
    usage: '{title}',
    description: "This channel's stream title (as last looked up, at most ten minutes ago).",
    minParams: 0,
    maxParams: 0,
    evaluate: async (_param, _count, { context }) =>
      (await context.sources.lastTitleOf((await ownChannelOf(context)).login)) ?? 'an unknown title',
  },
  {
    name: 'count',
    group: 'global',
    usage: '{count}',
    description: "How many times this command has been used, this use included (only in a command's reply).",
    example: { template: 'Deaths so far: {count}', output: 'Deaths so far: 42' },
    minParams: 0,
    maxParams: 0,
    evaluate: (_param, _count, { context }) => {
      if (context.commandUses === undefined) throw new KeywordError('the use count is not available here');
      return String(context.commandUses);
    },
  },
  {
    name: 'time',
    group: 'global',
    usage: '{time} or {time.zone}',
    description: 'The time now in a time zone such as Europe/London or America/New_York (UTC when left out).',
    example: { template: 'It is {time.Europe/London} here.', output: 'It is 3:04 PM here.' },
    minParams: 0,
    maxParams: 1,
    evaluate: eager(([zone], { context }) => clockTime(context.now(), zone?.trim() || 'UTC')),
  },
];

// Keywords about the chatter, the message and the stream.
import type { KeywordContext, KeywordDefinition } from '../definition';

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
    description: 'How long the stream has been live, as HH:mm:ss, or "offline".',
    minParams: 0,
    maxParams: 0,
    evaluate: async (_param, _count, { context }) => {
      const since = await context.sources.liveSince();
      return since === null ? 'offline' : formatUptime(context.now() - since);
    },
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
];

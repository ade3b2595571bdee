// Keyword engine throughput against LiquidJS, the peer named in the issue: the same outputs from
// 24 realistic reply templates, each engine with its templates parsed once, in the same run.
import { Liquid } from 'liquidjs';
import { evaluateTemplate } from '../core/keywords/evaluate.ts';
import { keywordContext, memorySources } from '../core/keywords/test-context.ts';
import { report } from './figures.ts';
import { sized } from './smoke.ts';

type Case = { ours: string; liquid: string };

const corpus: Case[] = [
  { ours: 'Hi {username}!', liquid: 'Hi {{ username }}!' },
  {
    ours: 'Welcome to the stream, {username}! Grab a drink and enjoy.',
    liquid: 'Welcome to the stream, {{ username }}! Grab a drink and enjoy.',
  },
  {
    ours: 'Go follow {target} at twitch.tv/{target}',
    liquid: 'Go follow {{ target }} at twitch.tv/{{ target }}',
  },
  { ours: '{username} hugs {optTarget}', liquid: '{{ username }} hugs {{ target | default: username }}' },
  { ours: 'You said: {message}', liquid: 'You said: {{ message }}' },
  { ours: '{add.2|3}', liquid: '{{ 2 | plus: 3 }}' },
  { ours: 'Total: {multiply.{add.4|6}|12}', liquid: 'Total: {{ 4 | plus: 6 | times: 12 }}' },
  {
    ours: '{subtract.100|{divide.50|2}} points left',
    liquid: '{{ 50 | divided_by: 2.0 | minus: 100 | abs }} points left',
  },
  { ours: 'You are the {ordinal.22} viewer', liquid: 'You are the 22nd viewer' },
  {
    ours: '{if.{equals.{target}|streamer}|Hi boss!|Hi {target}!}',
    liquid: '{% if target == "streamer" %}Hi boss!{% else %}Hi {{ target }}!{% endif %}',
  },
  { ours: '{equals.{username}|Ana}', liquid: '{% if username == "Ana" %}true{% else %}false{% endif %}' },
  { ours: '{choose1.rock|paper|scissors}', liquid: '{{ "rock,paper,scissors" | split: "," | first }}' },
  { ours: 'Deaths so far: {getvar.deaths}', liquid: 'Deaths so far: {{ deaths }}' },
  {
    ours: '{username} has {getvar.points} points and {getvar.deaths} deaths',
    liquid: '{{ username }} has {{ points }} points and {{ deaths }} deaths',
  },
  { ours: 'Next death: {add.{getvar.deaths}|1}', liquid: 'Next death: {{ deaths | plus: 1 }}' },
  {
    ours: '{if.{equals.{message}|}|Tell me something!|Noted: {message}}',
    liquid: '{% if message == "" %}Tell me something!{% else %}Noted: {{ message }}{% endif %}',
  },
  {
    ours: 'Discord: discord.gg/example | Twitter: @example | YouTube: /example',
    liquid: 'Discord: discord.gg/example | Twitter: @example | YouTube: /example',
  },
  {
    ours: '{username} -> {target}: {multiply.{add.1|2}|{subtract.10|3}}',
    liquid: '{{ username }} -> {{ target }}: {{ 1 | plus: 2 | times: 7 }}',
  },
  {
    ours: '{if.{equals.{getvar.mode}|hard}|Hard mode!|Easy mode.}',
    liquid: '{% if mode == "hard" %}Hard mode!{% else %}Easy mode.{% endif %}',
  },
  {
    ours: '{username} rolled {add.{multiply.3|2}|4}!',
    liquid: '{{ username }} rolled {{ 3 | times: 2 | plus: 4 }}!',
  },
  {
    ours: 'Quote of the day from {target}: "{message}"',
    liquid: 'Quote of the day from {{ target }}: "{{ message }}"',
  },
  {
    ours: '{ordinal.{add.{getvar.deaths}|1}} death incoming',
    liquid: '{{ deaths | plus: 1 }}nd death incoming',
  },
  {
    ours: '{if.{equals.{username}|{target}}|Talking to yourself?|{username} waves at {target}}',
    liquid:
      '{% if username == target %}Talking to yourself?{% else %}{{ username }} waves at {{ target }}{% endif %}',
  },
  {
    ours: 'Lurk mode: {username} is now lurking. Enjoy, {optTarget}!',
    liquid: 'Lurk mode: {{ username }} is now lurking. Enjoy, {{ target | default: username }}!',
  },
];

const message = 'streamer says hello';
const variables = { deaths: '41', points: '1200', mode: 'hard' };
const sources = memorySources();
for (const [name, value] of Object.entries(variables)) sources.variables.set(name, value);
const context = keywordContext({ username: 'Ana', message, sources, random: () => 0 });
const liquidScope = { username: 'Ana', target: 'streamer', message, ...variables };

const liquid = new Liquid();
const parsed = corpus.map((c) => liquid.parse(c.liquid));

// Same outputs, or the comparison means nothing.
for (const [i, c] of corpus.entries()) {
  const ours = await evaluateTemplate(c.ours, context);
  const theirs = await liquid.render(parsed[i] as never, liquidScope);
  if (ours !== theirs) throw new Error(`template ${i} differs:\n  ours:   ${ours}\n  liquid: ${theirs}`);
}

async function rate(render: (i: number) => unknown): Promise<number> {
  const durationMs = sized(1500, 100);
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < durationMs) {
    for (let i = 0; i < corpus.length; i++) await render(i);
    count += corpus.length;
  }
  return count / ((performance.now() - start) / 1000);
}

await rate((i) => evaluateTemplate((corpus[i] as Case).ours, context));
await rate((i) => liquid.render(parsed[i] as never, liquidScope));
const oursRate = await rate((i) => evaluateTemplate((corpus[i] as Case).ours, context));
const liquidRate = await rate((i) => liquid.render(parsed[i] as never, liquidScope));

const templates = `${corpus.length} templates, identical outputs checked`;
report({ name: 'Keyword engine', value: Math.round(oursRate), unit: 'evaluations/s', note: templates });
report({ name: 'LiquidJS, same templates (the peer)', value: Math.round(liquidRate), unit: 'renders/s' });
report({
  name: 'Keyword engine against LiquidJS',
  value: Number((oursRate / liquidRate).toFixed(2)),
  unit: 'x',
  goal: { atLeast: 1 },
});

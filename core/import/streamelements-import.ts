// StreamElements' answers as preview rows: commands (access level, the longer of its two cooldowns,
// each alias a command of its own), timers (each message a line) and quotes.
import { maxQuoteLength } from '../quotes/quote';
import { timerItem } from './announcements-import';
import { commandItem } from './command-items';
import type { PlannedItem } from './import-plan';
import type {
  StreamElementsAnswers,
  StreamElementsCommand,
  StreamElementsQuote,
  StreamElementsTimer,
} from './source-answers';
import { translateStreamElementsText } from './streamelements-variables';
import { streamElementsCooldownOf, streamElementsGates } from './user-levels';

/** What StreamElements does with a command that a command here cannot. */
function commandNotes(command: StreamElementsCommand): string[] {
  const notes: string[] = [];
  if (command.type === 'whisper') notes.push('StreamElements whispered the reply; here it is said in chat');
  if (command.cost) notes.push(`it cost ${command.cost} loyalty points; here it is free`);
  if ((command.keywords ?? []).length > 0 || command.regex)
    notes.push(
      `it also answered messages with ${[...(command.keywords ?? []), command.regex].filter(Boolean).join(', ')}; here only !${command.command}`,
    );
  if (command.enabledOnline === false || command.enabledOffline === false)
    notes.push(
      `it worked only while ${command.enabledOnline === false ? 'offline' : 'live'}; here it works always`,
    );
  return notes;
}

function commandRows(command: StreamElementsCommand): PlannedItem[] {
  const gates = streamElementsGates(command.accessLevel);
  const cooldown = streamElementsCooldownOf(command.cooldown);
  const translation = translateStreamElementsText(command.reply);
  const settings = {
    ...gates.value,
    cooldownSeconds: cooldown.value,
    enabledInTwitch: command.enabled,
    hiddenOnPublicPage: command.hidden === true,
    numberOfTimesUsed: command.count ?? 0,
  };
  const notes = [...gates.notes, ...cooldown.notes, ...commandNotes(command)];
  const main = commandItem({
    name: `!${command.command}`,
    original: command.reply,
    translation,
    settings,
    notes,
  });
  // The product has no aliases: each is a command with the same reply and gates, counting from zero.
  const aliases = command.aliases.map((alias) =>
    commandItem({
      name: `!${alias}`,
      original: `alias of !${command.command}`,
      translation,
      settings: { ...settings, numberOfTimesUsed: 0 },
      notes,
    }),
  );
  return [main, ...aliases];
}

/** Lines run while live: the product announces only then. */
function timerRows(timer: StreamElementsTimer): PlannedItem[] {
  const refused = !timer.enabled
    ? 'it was turned off in StreamElements'
    : !timer.online.enabled
      ? 'it ran only while offline; announcements here run while live'
      : undefined;
  return timer.messages.map((message, index) =>
    timerItem({
      name:
        timer.messages.length > 1 ? `${timer.name} (${index + 1} of ${timer.messages.length})` : timer.name,
      original: message,
      translation: translateStreamElementsText(message),
      minutes: timer.online.interval > 0 ? timer.online.interval : null,
      chatLines: timer.chatLines,
      enabled: timer.enabled,
      refused,
      notes: [],
    }),
  );
}

/** Quotes are plain text here: StreamElements' quotes are not templates either. */
function quoteRow(quote: StreamElementsQuote, index: number, now: number): PlannedItem {
  const text = quote.message.trim();
  const base = {
    kind: 'quote' as const,
    name: String(quote.quoteId ?? index + 1),
    original: quote.message,
    translated: text,
    exists: false,
  };
  const refused =
    text === ''
      ? 'the quote is empty'
      : text.length > maxQuoteLength
        ? `the quote is ${text.length} characters; at most ${maxQuoteLength} fit`
        : null;
  if (refused) return { ...base, untranslated: [`not importable: ${refused}`], payload: null };
  const dated = quote.createdAt === undefined ? Number.NaN : Date.parse(quote.createdAt);
  return {
    ...base,
    untranslated: [],
    payload: { text, submitter: quote.user ?? '', timestamp: Number.isNaN(dated) ? now : dated },
  };
}

export function planStreamElements(answers: StreamElementsAnswers, now: number): PlannedItem[] {
  return [
    ...(answers.commands ?? []).flatMap(commandRows),
    ...(answers.timers ?? []).flatMap(timerRows),
    ...(answers.quotes ?? []).map((quote, index) => quoteRow(quote, index, now)),
  ];
}

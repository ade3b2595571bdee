// One queued alert as the overlay plays it: the type's design and variation resolved against the saved
// settings, the template filled in with the channel's keywords (nothing that calls out), and the speech
// cleaned as moderation cleans chat (links, emotes, lookalikes, the channel's word list).
import type { AlertSpeech, AlertToPlay } from '../../core/alerts/alert';
import { alertTextFiller } from '../../core/alerts/alert-template';
import type { AlertsSettings } from '../../core/alerts/alerts-settings';
import { resolveAlert } from '../../core/alerts/resolve-alert';
import { speechText, speechWordList } from '../../core/alerts/speech-text';
import { readChannelVariable, writeChannelVariable } from '../../db/channel-variables';
import type { ChannelContext } from '../channel-context';
import type { QueuedAlert } from './alert-queue';

export async function alertToPlay(
  queued: QueuedAlert,
  settings: AlertsSettings,
  options: { context: ChannelContext; random: () => number; now: () => number },
): Promise<AlertToPlay> {
  const { context, random, now } = options;
  const db = context.db();
  const streamerId = context.streamerId();
  const fill = alertTextFiller({
    random,
    now,
    sources: {
      liveSince: async () => (await context.liveState.current()).liveSince,
      getVariable: (name) => readChannelVariable(db, streamerId, name),
      setVariable: (name, value) => writeChannelVariable(db, streamerId, name, value),
    },
  });
  const resolved = await resolveAlert(settings, queued.event, { random, fill });
  const { event } = queued;
  return {
    id: queued.id,
    type: event.type,
    username: event.username,
    ...(event.amount !== undefined && { amount: event.amount }),
    ...(event.months !== undefined && { months: event.months }),
    ...(event.tier !== undefined && { tier: event.tier }),
    ...(resolved.message !== undefined && { message: resolved.message }),
    text: resolved.text,
    variation: resolved.variation,
    duration: resolved.duration,
    ...(resolved.untilSpeechEnds && { untilSpeechEnds: true }),
    media: resolved.media,
    design: resolved.design,
    ...(resolved.speech && !queued.silenced && spoken(resolved.speech, settings, context)),
    isTest: queued.isTest,
  };
}

/** The speech the alert carries, or nothing when cleaning leaves nothing to say (or the word list skips it). */
function spoken(
  speech: NonNullable<Awaited<ReturnType<typeof resolveAlert>>['speech']>,
  settings: AlertsSettings,
  context: ChannelContext,
): { speech: AlertSpeech } | Record<string, never> {
  const cleaned = speechText({
    template: speech.template,
    message: speech.message,
    readTemplate: speech.settings.readTemplate,
    maxChars: speech.settings.maxChars,
    wordList: speechWordList(context.part('moderation').settings()),
    wordListMode: speech.settings.wordList,
    emoteWords: context.part('emotes').thirdPartyWords(),
  });
  if (!('text' in cleaned) || cleaned.text === '') return {};
  return {
    speech: {
      text: cleaned.text,
      engine: settings.speechEngine,
      voice: speech.settings.voice,
      rate: speech.settings.rate,
      pitch: speech.settings.pitch,
      volume: speech.settings.volume,
    },
  };
}

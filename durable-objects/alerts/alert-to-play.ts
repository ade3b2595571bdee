// One queued alert as the overlay plays it: the type's design and variation resolved against the saved
// settings, the template filled in with the channel's keywords (nothing that calls out), and the speech
// cleaned as moderation cleans chat (links, emotes, lookalikes, the channel's word list).
import type { AlertToPlay } from '../../core/alerts/alert';
import { alertTextFiller } from '../../core/alerts/alert-template';
import type { AlertsSettings } from '../../core/alerts/alerts-settings';
import { alertToPlayOf, resolveAlert } from '../../core/alerts/resolve-alert';
import { cleanedAlertSpeech, speechWordList } from '../../core/alerts/speech-text';
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
  const text =
    resolved.speech && !queued.silenced
      ? cleanedAlertSpeech(
          resolved.speech,
          speechWordList(context.part('moderation').settings()),
          context.part('emotes').thirdPartyWords(),
        )
      : null;
  return alertToPlayOf(queued, resolved, text ? { text, engine: settings.speechEngine } : null);
}

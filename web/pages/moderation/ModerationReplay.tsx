// The replay (spec section 7): the rules as edited, tried on the channel's last hour of chat before
// they are saved: "Would have deleted 14, timed out 3 (of 812 messages)", with the messages.
import { useState } from 'react';
import type { ModerationAction, ModerationSettings } from '../../../core/moderation/moderation-settings';
import { type ReplayedMessage, replayLastHour } from './moderation-api';
import { actionDone, filterName } from './moderation-words';

type Replay = { messages: number; wouldAct: ReplayedMessage[] };

const verbs: [ModerationAction, string][] = [
  ['delete', 'deleted'],
  ['warn', 'warned'],
  ['timeout', 'timed out'],
  ['ban', 'banned'],
];

/** "Would have deleted 14, timed out 3 (of 812 messages)". */
export function replaySummary({ messages, wouldAct }: Replay): string {
  const of = `(of ${messages.toLocaleString('en-US')} message${messages === 1 ? '' : 's'})`;
  const counts = verbs
    .map(([action, verb]) => [verb, wouldAct.filter((m) => m.action === action).length] as const)
    .filter(([, count]) => count > 0)
    .map(([verb, count]) => `${verb} ${count.toLocaleString('en-US')}`);
  return counts.length === 0 ? `Would have done nothing ${of}.` : `Would have ${counts.join(', ')} ${of}.`;
}

export function ModerationReplay({
  settings,
  isEdited,
}: {
  settings: ModerationSettings;
  isEdited: boolean;
}) {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  const run = async () => {
    setIsBusy(true);
    setError('');
    const outcome = await replayLastHour(settings);
    setIsBusy(false);
    if (!outcome.ok) {
      setReplay(null);
      setError(outcome.reason);
      return;
    }
    setReplay({ messages: outcome.messages, wouldAct: outcome.wouldAct });
  };

  const acted = replay?.wouldAct.filter((message) => message.action !== 'allow') ?? [];
  return (
    <div className="moderation-replay">
      <p className="hint">
        See what the rules as they are on this page{isEdited ? ' (with your unsaved changes)' : ''} would have
        done to your chat's last hour. Nothing is done to anyone and nothing is saved.
      </p>
      <div className="row-actions start">
        <button type="button" className="button primary" disabled={isBusy} onClick={() => void run()}>
          Try these rules on the last hour of chat
        </button>
        {error && (
          <span className="save-status error" role="alert">
            {error}
          </span>
        )}
      </div>
      {replay && (
        <div className="replay-result" aria-live="polite">
          {replay.messages === 0 ? (
            <p className="replay-summary">There was no chat in the last hour to try the rules on.</p>
          ) : (
            <p className="replay-summary">
              <strong>{replaySummary(replay)}</strong>
            </p>
          )}
          {acted.length > 0 && (
            <ol className="moderation-entries" aria-label="Messages the rules would have acted on">
              {acted.map((message, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the replay's order is the chat's
                <li key={index} className={`moderation-entry ${message.action}`}>
                  <div className="entry-head">
                    <strong className="wrap-anywhere">{message.user}</strong>
                    <span className="tag">{actionDone(message.action, message.duration)}</span>
                    <span className="tag">{filterName(message.filter)}</span>
                  </div>
                  <p className="entry-text wrap-anywhere">{message.text}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}

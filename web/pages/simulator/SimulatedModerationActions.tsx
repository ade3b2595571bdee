// What the filters did in the Simulator's chat (simulated, never sent to Twitch), newest last.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api';
import { actionDone } from '../moderation/moderation-words';

/** What the bot did on the simulated Twitch; `unban` lifts a timeout or a ban (an Undo). */
type SimulatedAction = {
  action: 'delete' | 'warn' | 'timeout' | 'ban' | 'unban';
  user: string;
  reason: string;
  duration?: number;
  messageId?: string;
  at: number;
};

const clock = (at: number) =>
  new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The log's words for an action, with the two a moderator's list says its own way. */
function actionText({ action, duration }: SimulatedAction): string {
  if (action === 'unban') return 'timeout or ban lifted';
  if (action === 'delete') return 'message deleted';
  return actionDone(action, duration);
}

/** Read again whenever the chat is (`readCount` changes). */
export function SimulatedModerationActions({ readCount }: { readCount: number }) {
  const [actions, setActions] = useState<SimulatedAction[] | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reads again when the chat was read
  useEffect(() => {
    let isCurrent = true;
    api.simulator.moderation
      .$get()
      .then(async (response) => {
        if (!response.ok) return;
        const body: { actions: SimulatedAction[] } = await response.json();
        if (isCurrent) setActions(body.actions);
      })
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, [readCount]);

  // The newest action (last) in view as the list grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the actions change
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [actions]);

  return (
    <section className="simulated-moderation" aria-labelledby="simulated-moderation-title">
      <h3 id="simulated-moderation-title">Moderation actions</h3>
      {actions === null || actions.length === 0 ? (
        <p className="hint">
          None yet. Turn on filters on the <Link to="/settings/moderation">Moderation</Link> page, then post a
          link as a plain viewer. Here they are simulated, never sent to Twitch.
        </p>
      ) : (
        // It scrolls: keyboard users reach it with Tab and scroll it with the arrow keys (axe's rule).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
        <ol className="simulated-moderation-list" aria-label="Moderation actions" ref={listRef} tabIndex={0}>
          {actions.map((action) => (
            <li key={`${action.at}:${action.messageId ?? ''}:${action.user}:${action.action}`}>
              <time dateTime={new Date(action.at).toISOString()}>{clock(action.at)}</time>{' '}
              <strong>{action.user}</strong>: {actionText(action)}
              {action.reason && <span className="hint"> · {action.reason}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

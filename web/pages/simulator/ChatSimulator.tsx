import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { explainSilence, type SilenceReason } from '../../../core/chat/chat-answer';
import { type ChatRole, chatRoles } from '../../../core/chat/chat-message';
import type { FilterKey, ModerationAction } from '../../../core/moderation/moderation-settings';
import { api, failureReason } from '../../api';
import { TextField } from '../../components/SettingFields';
import { durationText, filterName } from '../moderation/moderation-words';
import { SimulatedModerationActions } from './SimulatedModerationActions';
import './chat-simulator.css';

/**
 * A line of the simulated chat as the server keeps it: the bot's unless `user` is set; `deleted` when
 * the filters removed it, `notice` for Twitch's own system lines (a timeout), which are not the bot's;
 * `why` for the Simulator's note of why the bot stayed silent (a redemption nothing answers).
 */
type ConversationLine = {
  text: string;
  at: number;
  user?: string;
  messageId?: string;
  deleted?: boolean;
  notice?: boolean;
  why?: boolean;
};

/** What the filters did to a sent message. */
type ModerationNote = { action: ModerationAction; filter: FilterKey | null; duration?: number };

const lineKey = (line: ConversationLine) =>
  line.messageId ??
  `${line.at}:${line.user ?? ''}:${line.notice ? 'notice' : ''}${line.why ? 'why' : ''}:${line.text}`;

/** "The bot deleted this message (links)." */
function moderationNote({ action, filter, duration }: ModerationNote): string {
  const because = filter ? ` (${filterName(filter)})` : '';
  if (action === 'delete') return `The bot deleted this message${because}.`;
  if (action === 'warn') return `The bot deleted this message and warned the viewer${because}.`;
  if (action === 'timeout')
    return `The bot deleted this message and timed the viewer out${duration ? ` for ${durationText(duration)}` : ''}${because}.`;
  if (action === 'ban') return `The bot deleted this message and banned the viewer${because}.`;
  return `The bot let this message through${because}.`;
}

function ViewerLine({ line }: { line: ConversationLine }) {
  if (!line.deleted)
    return (
      <>
        <strong>{line.user}:</strong> {line.text}
      </>
    );
  return (
    <span title="Deleted by the bot">
      <s>
        <strong>{line.user}:</strong> {line.text}
      </s>
      <span className="visually-hidden"> (deleted by the bot)</span>
    </span>
  );
}

/** How often the chat is read again, for the bot's timed lines (announcements) between messages. */
const refreshMs = 4000;

/**
 * The simulated chat, read from the server: viewers' lines and the bot's in the order they happened
 * (announcements included, kept across reloads). Under a viewer line the bot did not answer, why.
 * `logVersion` changes when something else (a fired event) may have made the bot speak.
 */
export function ChatSimulator({
  logVersion,
  botInChannel,
}: {
  logVersion: number;
  botInChannel: boolean | null;
}) {
  const [user, setUser] = useState('viewer');
  const [roles, setRoles] = useState<ChatRole[]>([]);
  const [text, setText] = useState('');
  const [lines, setLines] = useState<ConversationLine[]>([]);
  // Why the bot stayed silent, by the viewer line it did not answer (for this visit of the page).
  const [silences, setSilences] = useState<Record<string, SilenceReason>>({});
  // What the filters did, by the viewer line they acted on (for this visit of the page).
  const [moderated, setModerated] = useState<Record<string, ModerationNote>>({});
  // Bumped at each read of the chat, so the moderation actions are read with it.
  const [readCount, setReadCount] = useState(0);
  const [error, setError] = useState('');
  const [isSending, setIsSending] = useState(false);
  const logRef = useRef<HTMLOListElement>(null);
  // A refusal speaks of what was sent: typing again makes it stale, so it goes.
  const edited = (set: (value: string) => void) => (value: string) => {
    setError('');
    set(value);
  };

  const load = useCallback(async () => {
    const response = await api.simulator.conversation.$get();
    if (!response.ok) return [];
    const { conversation } = (await response.json()) as { conversation: ConversationLine[] };
    setLines(conversation);
    setReadCount((count) => count + 1);
    return conversation;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when logVersion changes
  useEffect(() => {
    load().catch(() => {});
  }, [logVersion, load]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') load().catch(() => {});
    }, refreshMs);
    return () => clearInterval(timer);
  }, [load]);

  // Keep the newest line in view as the log grows, scrolling the log alone: scrollIntoView would
  // scroll the window too, moving the page at every Send and opening a phone below its banner.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when lines change
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines, silences, moderated]);

  async function send(event: FormEvent) {
    event.preventDefault();
    // The box empties at once, as a chat box does, so what is typed next is never wiped by this send.
    const sent = text;
    const giveBack = () => setText((current) => (current === '' ? sent : current));
    setText('');
    setIsSending(true);
    setError('');
    try {
      const response = await api.simulator.chat.$post({ json: { user, text: sent, roles } });
      if (!response.ok) {
        setError(await failureReason(response));
        giveBack();
        return;
      }
      const answer = (await response.json()) as {
        replies: string[];
        why?: SilenceReason;
        moderation?: ModerationNote;
      };
      const conversation = await load();
      const asked = conversation.findLast((line) => line.user === user && line.text === sent);
      if (answer.why && asked && !answer.moderation) {
        const why = answer.why;
        setSilences((current) => ({ ...current, [lineKey(asked)]: why }));
      }
      if (answer.moderation && asked) {
        const note = answer.moderation;
        setModerated((current) => ({ ...current, [lineKey(asked)]: note }));
      }
    } catch {
      setError('Could not reach the server. Check your connection and try again.');
      giveBack();
    } finally {
      setIsSending(false);
    }
  }

  const toggleRole = (role: ChatRole) => {
    setError('');
    setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));
  };

  return (
    <div className="chat-simulator">
      {botInChannel === false && (
        <p className="notice" data-testid="not-joined-note">
          The bot has not joined your Twitch channel, so on Twitch it stays silent and posts no announcements.
          Press <strong>Join Twitch Channel</strong> above; here it answers what you type as it will once
          joined.
        </p>
      )}
      {/* It scrolls: keyboard users reach it with Tab and scroll it with the arrow keys (axe's rule). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable */}
      <ol className="chat-log" ref={logRef} aria-label="Simulated chat" aria-live="polite" tabIndex={0}>
        {lines.length === 0 && <li className="empty">No messages yet. Say something below.</li>}
        {lines.map((entry) => {
          const key = lineKey(entry);
          const why = silences[key];
          const note = moderated[key];
          if (entry.notice)
            return (
              <li key={key} className="twitch-notice">
                {entry.text}
              </li>
            );
          if (entry.why)
            return (
              <li key={key} className="redemption-why">
                {entry.text}
              </li>
            );
          return [
            entry.user === undefined ? (
              <li key={key} className="bot">
                <strong>Bot:</strong> {entry.text}
              </li>
            ) : (
              <li key={key} className={entry.deleted ? 'viewer deleted' : 'viewer'}>
                <ViewerLine line={entry} />
              </li>
            ),
            note && (
              <li key={`${key}:moderation`} className="moderation-note" data-action={note.action}>
                {moderationNote(note)}
              </li>
            ),
            why && (
              <li key={`${key}:why`} className="silence" data-why={why}>
                No answer: {explainSilence(why)}
              </li>
            ),
          ];
        })}
      </ol>
      <form onSubmit={send} className="form">
        <TextField label="Chat as" value={user} maxLength={25} required onChange={edited(setUser)} />
        <fieldset className="field roles">
          <legend>Roles</legend>
          {chatRoles.map((role) => (
            <label key={role} className="checkbox">
              <input type="checkbox" checked={roles.includes(role)} onChange={() => toggleRole(role)} />
              {role}
            </label>
          ))}
          <span className="hint">
            A name on your <Link to="/settings/chat">regulars list</Link> counts as a regular without the
            tick.
          </span>
        </fieldset>
        <TextField
          label="Message"
          value={text}
          maxLength={500}
          required
          placeholder="!commands"
          onChange={edited(setText)}
        />
        <button type="submit" className="button primary" disabled={isSending}>
          Send
        </button>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
      <SimulatedModerationActions readCount={readCount} />
    </div>
  );
}

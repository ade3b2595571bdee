import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type ChatRole, chatRoles } from '../../../core/chat/chat-message';
import { api, failureReason } from '../../api';

type Line = { key: string; from: 'viewer' | 'bot'; name: string; text: string };

let lineCounter = 0;
const line = (from: Line['from'], name: string, text: string): Line => ({
  key: `line-${++lineCounter}`,
  from,
  name,
  text,
});

/** `logVersion` changes when something else (a fired event) may have made the bot speak. */
export function ChatSimulator({ logVersion }: { logVersion: number }) {
  const [user, setUser] = useState('viewer');
  const [roles, setRoles] = useState<ChatRole[]>([]);
  const [text, setText] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [error, setError] = useState('');
  const [isSending, setIsSending] = useState(false);
  const logRef = useRef<HTMLOListElement>(null);
  const id = useId();

  // The log holds what the bot said; lines already shown (by time and text) are not repeated.
  const seen = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when logVersion changes
  useEffect(() => {
    api.simulator.chat
      .$get()
      .then((response) => response.json())
      .then((body) => {
        const fresh = body.messages.filter((message) => !seen.current.has(`${message.at}:${message.text}`));
        for (const message of body.messages) seen.current.add(`${message.at}:${message.text}`);
        if (fresh.length > 0)
          setLines((current) => [...current, ...fresh.map((m) => line('bot', 'Bot', m.text))]);
      })
      .catch(() => {});
  }, [logVersion]);

  // Keep the newest line in view as the log grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when lines change
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [lines]);

  async function send(event: FormEvent) {
    event.preventDefault();
    setIsSending(true);
    setError('');
    try {
      const response = await api.simulator.chat.$post({ json: { user, text, roles } });
      if (!response.ok) {
        setError(await failureReason(response));
        return;
      }
      const { replies } = (await response.json()) as { replies: string[] };
      // These replies are also in the log now; mark them seen so a later reload does not repeat them.
      const log = await (await api.simulator.chat.$get()).json();
      for (const message of log.messages) seen.current.add(`${message.at}:${message.text}`);
      setLines((current) => [
        ...current,
        line('viewer', user, text),
        ...replies.map((reply) => line('bot', 'Bot', reply)),
      ]);
      setText('');
    } catch {
      setError('Could not reach the server. Check your connection and try again.');
    } finally {
      setIsSending(false);
    }
  }

  const toggleRole = (role: ChatRole) =>
    setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));

  return (
    <div className="chat-simulator">
      <ol className="chat-log" ref={logRef} aria-label="Simulated chat" aria-live="polite">
        {lines.length === 0 && <li className="empty">No messages yet. Say something below.</li>}
        {lines.map((entry) => (
          <li key={entry.key} className={entry.from}>
            <strong>{entry.name}:</strong> {entry.text}
          </li>
        ))}
      </ol>
      <form onSubmit={send} className="form">
        <div className="field">
          <label htmlFor={`${id}-user`}>Chat as</label>
          <input
            id={`${id}-user`}
            value={user}
            maxLength={25}
            required
            onChange={(e) => setUser(e.target.value)}
          />
        </div>
        <fieldset className="field roles">
          <legend>Roles</legend>
          {chatRoles.map((role) => (
            <label key={role} className="checkbox">
              <input type="checkbox" checked={roles.includes(role)} onChange={() => toggleRole(role)} />
              {role}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-text`}>Message</label>
          <input
            id={`${id}-text`}
            value={text}
            maxLength={500}
            required
            placeholder="!commands"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="submit" className="button primary" disabled={isSending}>
          Send
        </button>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}

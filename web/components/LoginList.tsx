// A channel's list of Twitch users (regulars, editors): add by login, the list with when each was added,
// remove (asked first), searchable once it is long. Each list gives its API calls and its words.
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { typedTwitchLoginSchema } from '../../core/chat/twitch-login';
import { failureReason } from '../api';
import { confirmFirst } from './ConfirmedAction';
import { FieldMessage, fieldProblem, useFieldValidity } from './field-check';
import './login-list.css';

export type ListedLogin = { login: string; displayName?: string; addedAt: number; note?: string };

type Answer = { ok: boolean; status: number; json(): Promise<unknown> };

export type LoginListProps = {
  /** The list's name in running text, plural and singular: "regulars", "regular". */
  nouns: [string, string];
  /** The most the list keeps. */
  limit: number;
  /** What being on the list means, shown above it. */
  children: ReactNode;
  load(): Promise<ListedLogin[]>;
  add(login: string): Promise<Answer>;
  remove(login: string): Promise<Answer>;
  /** The removal's question and what it did, when the list's remove does more than remove. */
  removal?: { question(name: string): string; done(name: string): string };
};

/** From this many entries on, the list can be searched. */
const searchFrom = 10;

const addedOn = (at: number) =>
  new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const nameOf = (listed: ListedLogin) => listed.displayName ?? listed.login;

type Outcome = { ok: boolean; text: string };

/** Reads a list for LoginList from a `{status, <key>: [...]}` answer. */
export async function listFrom<K extends string>(response: Answer, key: K): Promise<ListedLogin[]> {
  if (!response.ok) throw new Error(await failureReason(response));
  return ((await response.json()) as Record<K, ListedLogin[]>)[key];
}

export function LoginList({
  nouns: [plural, singular],
  limit,
  children,
  load,
  add,
  remove,
  removal,
}: LoginListProps) {
  const [listed, setListed] = useState<ListedLogin[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const id = useId();
  const loginProblem = typed.trim() ? fieldProblem(typedTwitchLoginSchema, typed, 'The login') : '';
  const loginRef = useFieldValidity<HTMLInputElement>(loginProblem);

  const reload = useCallback(async () => setListed(await load()), [load]);

  useEffect(() => {
    reload().catch((error: Error) => setLoadError(error.message || `Could not load your ${plural}.`));
  }, [reload, plural]);

  /** Runs a change, then reads the list again; says what happened either way. */
  async function change(run: () => Promise<Answer>, done: string): Promise<boolean> {
    setBusy(true);
    setOutcome(null);
    try {
      const response = await run();
      if (!response.ok) {
        setOutcome({ ok: false, text: await failureReason(response) });
        return false;
      }
      await reload();
      setOutcome({ ok: true, text: done });
      return true;
    } catch {
      setOutcome({ ok: false, text: 'Could not reach the server. Check your connection and try again.' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const login = typedTwitchLoginSchema.parse(typed);
    if (await change(() => add(login), `Added ${login} to your ${plural}.`)) setTyped('');
  }

  async function drop(entry: ListedLogin) {
    const name = nameOf(entry);
    if (!confirmFirst(removal?.question(name) ?? `Remove ${name} from your ${plural}?`)) return;
    await change(() => remove(entry.login), removal?.done(name) ?? `Removed ${name} from your ${plural}.`);
  }

  const needle = search.trim().toLowerCase().replace(/^@/, '');
  const shown = listed?.filter((entry) => entry.login.includes(needle)) ?? [];
  const title = singular.charAt(0).toUpperCase() + singular.slice(1);

  return (
    <div className="login-list">
      {children}
      <form className="login-add" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={`${id}-login`}>Twitch login</label>
          <input
            id={`${id}-login`}
            ref={loginRef}
            name="login"
            value={typed}
            placeholder="viewer_name"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            aria-invalid={loginProblem ? true : undefined}
            aria-describedby={`${id}-login-message`}
            onChange={(event) => setTyped(event.target.value)}
          />
          <FieldMessage id={`${id}-login-message`} message={loginProblem} />
        </div>
        <button type="submit" className="button primary" disabled={busy}>
          Add {title}
        </button>
      </form>
      {outcome && (
        <p
          className={`save-status ${outcome.ok ? 'success' : 'error'}`}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
      {loadError && (
        <p className="error" role="alert">
          {loadError}
        </p>
      )}
      {!listed && !loadError && <p className="loading">Loading {plural}…</p>}
      {listed?.length === 0 && <p className="hint">No {plural} yet. Add the first one above.</p>}
      {listed && listed.length >= searchFrom && (
        <div className="field">
          <label htmlFor={`${id}-search`}>Search {plural}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder="Login"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      )}
      {listed && listed.length > 0 && (
        <>
          <p className="hint" role="status">
            {shown.length === listed.length
              ? `${listed.length.toLocaleString('en-US')} of at most ${limit.toLocaleString('en-US')} ${plural}`
              : `${shown.length} of ${listed.length} ${plural} match`}
          </p>
          <ul className="login-entries" aria-label={title.replace(/$/, 's')}>
            {shown.map((entry) => (
              <li key={entry.login} className="login-entry">
                <strong className="login-name">{nameOf(entry)}</strong>
                <span className="hint">
                  Added {addedOn(entry.addedAt)}
                  {entry.note && `, ${entry.note}`}
                </span>
                <button
                  type="button"
                  className="button subtle"
                  disabled={busy}
                  aria-label={`Remove ${nameOf(entry)}`}
                  onClick={() => void drop(entry)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

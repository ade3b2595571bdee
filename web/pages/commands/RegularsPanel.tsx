// The channel's regulars: add by login, the list with when each was added, remove (asked first).
// Regulars pass commands set to Regulars Only and can be left alone by the chat filters.
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { channelLimits } from '../../../core/limits/channel-limits';
import { type Regular, typedLoginSchema } from '../../../core/regulars/regular';
import { api, failureReason } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';
import { FieldMessage, fieldProblem, useFieldValidity } from '../../components/field-check';
import './regulars.css';

/** From this many regulars on, the list can be searched. */
const searchFrom = 10;

const addedOn = (at: number) =>
  new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const nameOf = (regular: Regular) => regular.displayName ?? regular.login;

type Outcome = { ok: boolean; text: string };
type Answer = { ok: boolean; status: number; json(): Promise<unknown> };

export function RegularsPanel() {
  const [regulars, setRegulars] = useState<Regular[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const id = useId();
  const loginProblem = typed.trim() ? fieldProblem(typedLoginSchema, typed, 'The login') : '';
  const loginRef = useFieldValidity<HTMLInputElement>(loginProblem);

  const load = useCallback(async () => {
    const response = await api.regulars.$get();
    if (!response.ok) throw new Error(await failureReason(response));
    setRegulars((await response.json()).regulars);
  }, []);

  useEffect(() => {
    load().catch((error: Error) => setLoadError(error.message || 'Could not load your regulars.'));
  }, [load]);

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
      await load();
      setOutcome({ ok: true, text: done });
      return true;
    } catch {
      setOutcome({ ok: false, text: 'Could not reach the server. Check your connection and try again.' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const login = typedLoginSchema.parse(typed);
    const added = await change(
      () => api.regulars.$post({ json: { login } }),
      `Added ${login} to your regulars.`,
    );
    if (added) setTyped('');
  }

  async function remove(regular: Regular) {
    if (!confirmFirst(`Remove ${nameOf(regular)} from your regulars?`)) return;
    await change(
      () => api.regulars.$delete({ json: { login: regular.login } }),
      `Removed ${nameOf(regular)} from your regulars.`,
    );
  }

  const needle = search.trim().toLowerCase().replace(/^@/, '');
  const shown = regulars?.filter((regular) => regular.login.includes(needle)) ?? [];

  return (
    <div className="regulars">
      <p className="hint">
        Regulars may use commands set to <strong>Regulars Only</strong> (so may VIPs, moderators and you), and
        the <Link to="/settings/moderation">chat filters</Link> can leave them alone. Your moderators can also
        type <code>!regulars add name</code> in chat once you add the Manage Regulars command under{' '}
        <Link to="/settings/commands">Chat Functions</Link>.
      </p>
      <form className="regular-add" onSubmit={(event) => void add(event)}>
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
          Add Regular
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
      {!regulars && !loadError && <p className="loading">Loading regulars…</p>}
      {regulars?.length === 0 && <p className="hint">No regulars yet. Add the first one above.</p>}
      {regulars && regulars.length >= searchFrom && (
        <div className="field">
          <label htmlFor={`${id}-search`}>Search regulars</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder="Login"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      )}
      {regulars && regulars.length > 0 && (
        <>
          <p className="hint" role="status">
            {shown.length === regulars.length
              ? `${regulars.length.toLocaleString('en-US')} of at most ${channelLimits.regulars.toLocaleString('en-US')} regulars`
              : `${shown.length} of ${regulars.length} regulars match`}
          </p>
          <ul className="regular-list" aria-label="Regulars">
            {shown.map((regular) => (
              <li key={regular.login} className="regular-item">
                <strong className="regular-name">{nameOf(regular)}</strong>
                <span className="hint">Added {addedOn(regular.addedAt)}</span>
                <button
                  type="button"
                  className="button subtle"
                  disabled={busy}
                  aria-label={`Remove ${nameOf(regular)}`}
                  onClick={() => void remove(regular)}
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

// Step 1: which bot, and where its setup is read from (the account the server can reach, a pasted
// credential, or the JSON the streamer fetched themselves).
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type ImportSource, importSources } from '../../../core/import/import-plan';
import { sourceEndpoints } from '../../../core/import/source-answers';
import { confirmFirst } from '../../components/ConfirmedAction';
import { ApiBodies } from './ApiBodies';
import { forgetNightbot, type ImportPreview, type ImportSources, previewImport } from './import-api';
import {
  apiBodyKeys,
  type DataOrigin,
  type ImportRequest,
  importRequest,
  type SourceForm,
  sourceDetails,
} from './import-request';
import { StepSection } from './StepSection';

/** What the "account" origin means for this source on this server. */
type AccountState = { isUsable: boolean; canConnect: boolean; description: ReactNode };

const shortDate = (at: number) =>
  new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const isPast = (at: number | null): at is number => at !== null && at <= Date.now();

/** Mirrors how the server picks the credential: saved first (even when expired), else dev mode's simulation. */
function accountState(source: ImportSource, sources: ImportSources, onDisconnect: () => void): AccountState {
  const simulated: AccountState = {
    isUsable: true,
    canConnect: false,
    description: `Dev mode: a simulated ${sourceDetails[source].label} account with a realistic setup.`,
  };
  if (source === 'nightbot') {
    const { appConfigured, connected, expiresAt } = sources.nightbot;
    if (connected)
      return {
        isUsable: true,
        canConnect: false,
        description: (
          <>
            <span className="status-pill connected">Connected</span> Your Nightbot account
            {expiresAt !== null && `, readable until ${shortDate(expiresAt)}`}.{' '}
            <button type="button" className="link-button" onClick={onDisconnect}>
              Disconnect Nightbot
            </button>
          </>
        ),
      };
    const expired = isPast(expiresAt) ? `Your Nightbot connection expired on ${shortDate(expiresAt)}` : '';
    if (!expired && sources.devMode)
      return appConfigured
        ? {
            ...simulated,
            description: (
              <>
                {simulated.description} Or{' '}
                <a href="/api/import/nightbot/connect">connect your own Nightbot account</a>.
              </>
            ),
          }
        : simulated;
    if (appConfigured)
      return {
        isUsable: false,
        canConnect: true,
        description: expired
          ? `${expired}: connect again to read your setup.`
          : 'Nightbot asks you to let this bot read your commands, timers, regulars and spam protection.',
      };
    return {
      isUsable: false,
      canConnect: false,
      description: `${expired || 'This server has no Nightbot application'}: paste an access token or the JSON instead.`,
    };
  }
  const { jwtSaved, jwtExpiresAt } = sources.streamelements;
  if (jwtSaved && !isPast(jwtExpiresAt))
    return {
      isUsable: true,
      canConnect: false,
      description: `The JWT saved on Tip Setup${jwtExpiresAt !== null ? `, valid until ${shortDate(jwtExpiresAt)}` : ''}.`,
    };
  if (!jwtSaved && sources.devMode) return simulated;
  return {
    isUsable: false,
    canConnect: false,
    description: (
      <>
        {isPast(jwtExpiresAt)
          ? `The JWT saved on Tip Setup expired on ${shortDate(jwtExpiresAt)}: save a new one on `
          : 'No JWT is saved on '}
        <Link to="/settings/tips">Tip Setup</Link>, or paste one here.
      </>
    ),
  };
}

export function SourceStep({
  sources,
  loadError,
  form,
  onChange,
  onSourcesChanged,
  onPreview,
}: {
  sources: ImportSources | null;
  loadError: string;
  form: SourceForm;
  onChange: (patch: Partial<SourceForm>) => void;
  /** The saved connections changed: load them again. */
  onSourcesChanged: () => void;
  onPreview: (request: ImportRequest, preview: ImportPreview) => void;
}) {
  const id = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<{ reason: string; key?: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  /** Quotes read so far while StreamElements takes several requests. */
  const [quotesRead, setQuotesRead] = useState(0);
  // Nightbot sends the streamer back here with ?nightbot=connected, or ?nightbotError= when it failed.
  const [searchParams] = useSearchParams();
  const returnedError = searchParams.get('nightbotError');
  const details = sourceDetails[form.source];

  async function disconnectNightbot() {
    if (
      !confirmFirst(
        'Disconnect Nightbot? This bot stops reading your Nightbot account until you connect again.',
      )
    )
      return;
    const answer = await forgetNightbot();
    if (!answer.ok) return setError({ reason: answer.reason });
    onSourcesChanged();
  }

  const account = sources ? accountState(form.source, sources, () => void disconnectNightbot()) : null;
  // An account this server cannot read is no choice: the pasted credential stands in for it.
  const isAccountClosed = loadError !== '' || (account !== null && !account.isUsable && !account.canConnect);
  const origin: DataOrigin = form.origin === 'account' && isAccountClosed ? 'token' : form.origin;
  const mustConnect = origin === 'account' && account?.canConnect === true;

  function change(patch: Partial<SourceForm>) {
    setError(null);
    onChange(patch);
  }

  async function preview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const built = importRequest({ ...form, origin });
    if (!built.ok) {
      setError(built);
      if (built.key) focusBody(built.key);
      return;
    }
    setIsBusy(true);
    setError(null);
    const answer = await previewImport(built.request, setQuotesRead);
    setIsBusy(false);
    setQuotesRead(0);
    if (answer.ok) return onPreview({ ...built.request, cursor: answer.cursor }, answer);
    // A pasted answer the server refused is named by its API call: mark that field.
    const calls: Record<string, string> = sourceEndpoints[form.source];
    const key =
      origin === 'json' ? Object.keys(calls).find((k) => answer.reason.includes(calls[k] ?? k)) : undefined;
    setError({ reason: answer.reason, key });
    if (key) focusBody(key);
  }

  function focusBody(key: string) {
    formElement.current?.querySelector<HTMLElement>(`[name="${key}"]`)?.focus();
  }

  const origins: { value: DataOrigin; title: string; description: ReactNode; disabled?: boolean }[] = [
    {
      value: 'account',
      title: form.source === 'nightbot' ? 'Your Nightbot account' : 'Your StreamElements account',
      description: account?.description ?? (loadError ? 'Could not be checked.' : 'Loading…'),
      disabled: !account || isAccountClosed,
    },
    {
      value: 'token',
      title: `A ${details.label} ${details.credential} you paste`,
      description: 'Used for this import only, and not saved.',
    },
    {
      value: 'json',
      title: `JSON you fetched from ${details.labels} API`,
      description: `The answers of ${apiBodyKeys(form.source).join(', ')}, pasted or uploaded.`,
    },
  ];

  return (
    <StepSection title="1. Choose what to import">
      {loadError && (
        <p className="error" role="alert">
          {loadError}
        </p>
      )}
      {searchParams.get('nightbot') === 'connected' && sources?.nightbot.connected && (
        <p className="success" role="status">
          Nightbot is connected.
        </p>
      )}
      {returnedError && !sources?.nightbot.connected && (
        <p className="error" role="alert">
          Nightbot did not connect ({returnedError}). Try again, or paste a token or the JSON instead.
        </p>
      )}
      <form
        ref={formElement}
        className="form"
        aria-label="Import source"
        onSubmit={(event) => void preview(event)}
      >
        <fieldset className="field">
          <legend>Import from</legend>
          <div className="segmented">
            {importSources.map((source) => (
              <label key={source}>
                <input
                  type="radio"
                  name={`${id}-source`}
                  checked={form.source === source}
                  onChange={() => change({ source })}
                />
                <span>{sourceDetails[source].label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="field">
          <legend>Read it from</legend>
          <div className="import-origins">
            {origins.map((option) => (
              // The description may hold a link or a button, so it sits beside the label, not inside it.
              <div key={option.value} className={`import-origin ${option.disabled ? 'disabled' : ''}`}>
                <input
                  id={`${id}-${option.value}`}
                  type="radio"
                  name={`${id}-origin`}
                  checked={origin === option.value}
                  disabled={option.disabled}
                  aria-describedby={`${id}-${option.value}-description`}
                  onChange={() => change({ origin: option.value })}
                />
                <div>
                  <label htmlFor={`${id}-${option.value}`}>{option.title}</label>
                  <span className="hint import-origin-description" id={`${id}-${option.value}-description`}>
                    {option.description}
                  </span>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        {origin === 'token' && (
          <div className="field">
            <label htmlFor={`${id}-credential`}>
              {details.label} {details.credential}
            </label>
            <input
              id={`${id}-credential`}
              name="credential"
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={form.credential}
              aria-describedby={`${id}-credential-hint`}
              onChange={(event) => change({ credential: event.target.value })}
            />
            <span className="hint" id={`${id}-credential-hint`}>
              {form.source === 'nightbot' ? (
                <>
                  An OAuth access token of your Nightbot account with the <code>commands</code>,{' '}
                  <code>timers</code>, <code>regulars</code> and <code>spam_protection</code> scopes.
                </>
              ) : (
                <>
                  On <a href="https://streamelements.com/dashboard/account/channels">streamelements.com</a>:
                  your avatar → Account → Channels → Show secrets → copy the JWT Token. Treat it like a
                  password.
                </>
              )}
            </span>
          </div>
        )}
        {origin === 'json' && (
          <ApiBodies
            source={form.source}
            values={form.bodies[form.source]}
            refusedKey={error?.key}
            onChange={(key, text) =>
              change({
                bodies: { ...form.bodies, [form.source]: { ...form.bodies[form.source], [key]: text } },
              })
            }
          />
        )}
        <div className="row-actions start import-actions">
          {mustConnect ? (
            <a className="button primary" href="/api/import/nightbot/connect">
              Connect Nightbot
            </a>
          ) : (
            <button
              type="submit"
              className="button primary"
              disabled={isBusy || (origin === 'account' && !account)}
            >
              {isBusy
                ? `Reading your setup…${quotesRead > 0 ? ` ${quotesRead.toLocaleString('en-US')} quotes so far` : ''}`
                : 'Preview the import'}
            </button>
          )}
        </div>
        {error && (
          <p className="error" role="alert">
            {error.reason}
          </p>
        )}
      </form>
    </StepSection>
  );
}

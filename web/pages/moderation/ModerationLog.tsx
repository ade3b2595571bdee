// The moderation log (spec section 6): every decision the filters made, newest first, by viewer and
// by filter; a timeout or ban can be undone; the whole log as CSV.
import { useCallback, useEffect, useId, useState } from 'react';
import { type FilterKey, filterKeys } from '../../../core/moderation/moderation-settings';
import { ConfirmedAction } from '../../components/ConfirmedAction';
import {
  loadModerationLog,
  type ModerationLogEntry,
  moderationLogCsv,
  undoModerationAction,
} from './moderation-api';
import { actionDone, filterName, filterTitles } from './moderation-words';

const when = (at: number) => new Date(at);

/** The normalised text is shown when it says more than the raw text in lower case (a lookalike, a leet). */
function isReadDifferently({ text, normalized }: ModerationLogEntry): boolean {
  return Boolean(normalized) && normalized !== text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function LogEntry({ entry, onUndone }: { entry: ModerationLogEntry; onUndone: () => void }) {
  const at = when(entry.at);
  const canUndo = (entry.action === 'timeout' || entry.action === 'ban') && !entry.undone && !entry.dryRun;
  const lifted = entry.action === 'ban' ? 'ban' : 'timeout';
  return (
    <li className={`moderation-entry ${entry.action}${entry.undone ? ' undone' : ''}`}>
      <div className="entry-head">
        <time dateTime={at.toISOString()} title={at.toLocaleString()}>
          {at.toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}
        </time>
        <strong className="wrap-anywhere">{entry.user}</strong>
        <span className="tag">{actionDone(entry.action, entry.duration)}</span>
        <span className="tag">{filterName(entry.filter)}</span>
        <span className="entry-strikes">
          {entry.strikes} strike{entry.strikes === 1 ? '' : 's'}
        </span>
        {entry.dryRun && <span className="tag dry-run">dry run: nothing done</span>}
        {entry.undone && <span className="tag undone">undone</span>}
      </div>
      <p className="entry-text wrap-anywhere">{entry.text}</p>
      {isReadDifferently(entry) && (
        <p className="entry-normalized wrap-anywhere">
          <span className="hint">Read as: </span>
          {entry.normalized}
        </p>
      )}
      {entry.entry && (
        <p className="hint wrap-anywhere">
          Matched entry: <code>{entry.entry}</code>
        </p>
      )}
      {canUndo && (
        <ConfirmedAction
          label={entry.action === 'ban' ? 'Undo ban' : 'Undo timeout'}
          className="button subtle"
          question={`Lift the ${lifted} of ${entry.user}?`}
          run={async () => {
            const outcome = await undoModerationAction(entry.id);
            if (!outcome.ok) return outcome;
            onUndone();
            return { ok: true, message: `The ${lifted} is lifted.` };
          }}
        />
      )}
    </li>
  );
}

export function ModerationLog() {
  const id = useId();
  const [user, setUser] = useState('');
  const [filter, setFilter] = useState<FilterKey | ''>('');
  const [entries, setEntries] = useState<ModerationLogEntry[] | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    const outcome = await loadModerationLog({ user, filter });
    if (!outcome.ok) {
      setError(outcome.reason);
      return;
    }
    setError('');
    setEntries(outcome.entries);
  }, [user, filter]);

  // Typing a viewer's name reads the log again once the typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => void load(), 300);
    return () => clearTimeout(timer);
  }, [load]);

  return (
    <div className="moderation-log">
      <div className="log-tools">
        <div className="field">
          <label htmlFor={`${id}-user`}>Viewer</label>
          <input
            id={`${id}-user`}
            type="search"
            value={user}
            placeholder="Any viewer"
            onChange={(event) => setUser(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-filter`}>Filter</label>
          <select
            id={`${id}-filter`}
            value={filter}
            onChange={(event) => setFilter(event.target.value as FilterKey | '')}
          >
            <option value="">Any filter</option>
            {filterKeys.map((key) => (
              <option key={key} value={key}>
                {filterTitles[key]}
              </option>
            ))}
          </select>
        </div>
        <span className="row-actions">
          <button type="button" className="button subtle" onClick={() => void load()}>
            Refresh
          </button>
          <a className="button subtle" href={moderationLogCsv({ user, filter })} download>
            Export CSV
          </a>
        </span>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {entries === null && !error && <p className="loading">Loading…</p>}
      {entries?.length === 0 && (
        <p className="hint">
          {user || filter
            ? 'Nothing in the log for this viewer or filter.'
            : 'Nothing yet: what the filters do shows here, newest first, for 30 days.'}
        </p>
      )}
      {entries && entries.length > 0 && (
        <ol className="moderation-entries" aria-label="Moderation log">
          {entries.map((entry) => (
            <LogEntry key={entry.id} entry={entry} onUndone={() => void load()} />
          ))}
        </ol>
      )}
    </div>
  );
}

// The settings home's Recent changes: who changed what on this channel's dashboard, the streamer or one
// of their editors, newest first, a page at a time; narrowed to one person, and cleared by the owner only.
import { useCallback, useEffect, useId, useState } from 'react';
import { api, failureReason } from '../../api';
import { ConfirmedAction } from '../../components/ConfirmedAction';
import { useSession } from '../../session';
import { TimedList } from './TimedList';

type HistoryPage = Awaited<ReturnType<Awaited<ReturnType<typeof api.settingsHistory.$get>>['json']>>;
type Change = HistoryPage['changes'][number];

type Loaded = { changes: Change[]; hasMore: boolean; authors: string[] };

export function SettingsHistory() {
  const { channels, role } = useSession();
  const me = channels[0]?.login;
  const nameOf = (login: string) => (login === me ? 'you' : login);
  const [by, setBy] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  /** Moved on to read the history again from its newest change (after clearing it). */
  const [version, setVersion] = useState(0);
  const filterId = useId();

  /** One page: the newest (before undefined) or the one after the oldest shown. */
  const loadPage = useCallback(
    async (before?: number): Promise<HistoryPage> => {
      const response = await api.settingsHistory.$get({
        query: { ...(by && { by }), ...(before !== undefined && { before: String(before) }) },
      });
      if (!response.ok) throw new Error(await failureReason(response));
      return response.json();
    },
    [by],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for the same page again.
  useEffect(() => {
    // Only the latest load counts (the filter changed again, or React ran the effect twice).
    let isCurrent = true;
    setLoaded(null);
    setError('');
    loadPage()
      .then((page) => isCurrent && setLoaded(page))
      .catch((failure: Error) => isCurrent && setError(failure.message || 'The server did not answer.'));
    return () => {
      isCurrent = false;
    };
  }, [loadPage, version]);

  async function loadOlder() {
    const oldest = loaded?.changes.at(-1);
    if (!oldest) return;
    setIsLoadingMore(true);
    try {
      const page = await loadPage(oldest.id);
      setLoaded((current) => current && { ...page, changes: [...current.changes, ...page.changes] });
    } catch (failure) {
      setError((failure as Error).message || 'The server did not answer.');
    } finally {
      setIsLoadingMore(false);
    }
  }

  const tools = (
    <div className="history-tools">
      {loaded && loaded.authors.length > 1 && (
        <div className="field">
          <label htmlFor={filterId}>Changes by</label>
          <select id={filterId} value={by} onChange={(event) => setBy(event.target.value)}>
            <option value="">Everyone</option>
            {loaded.authors.map((author) => (
              <option key={author} value={author}>
                {nameOf(author)}
              </option>
            ))}
          </select>
        </div>
      )}
      {role === 'owner' && loaded && loaded.changes.length > 0 && (
        <ConfirmedAction
          label="Clear history"
          className="button subtle"
          question="Clear the whole history of changes on your dashboard, yours and your editors'? It cannot be brought back."
          run={async () => {
            const response = await api.settingsHistory.clear.$post();
            if (!response.ok) return { ok: false, reason: await failureReason(response) };
            setBy('');
            setVersion((current) => current + 1);
            return { ok: true, message: 'History cleared.' };
          }}
        />
      )}
      {role === 'editor' && <p className="hint">Only the channel's owner can clear this history.</p>}
    </div>
  );

  return (
    <TimedList
      title="Recent changes"
      failedLead="The history could not be loaded"
      empty={
        <p>
          {by
            ? `No changes by ${nameOf(by)} are kept.`
            : 'No settings changed yet. Every save on this dashboard shows here, with who made it.'}
        </p>
      }
      firstRows={8}
      error={error}
      tools={tools}
      footer={
        loaded?.hasMore && (
          <button type="button" className="button" onClick={() => void loadOlder()} disabled={isLoadingMore}>
            Show older changes
          </button>
        )
      }
      rows={
        loaded?.changes.map((change) => ({
          key: change.id,
          at: change.at,
          content: (
            <span className="activity-what">
              {change.what} <span className="hint">by {nameOf(change.by)}</span>
            </span>
          ),
        })) ?? null
      }
    />
  );
}

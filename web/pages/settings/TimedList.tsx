// A home-page panel listing what happened when, newest first (Recent activity, Recent changes): loaded
// once, the first rows shown and the rest behind "Show all", each row with its time.
import { type ReactNode, useEffect, useState } from 'react';
import { failureReason } from '../../api';

export type TimedRow = { key: string | number; at: number; className?: string; content: ReactNode };

type Answer = { ok: boolean; status: number; json(): Promise<unknown> };

/** The time alone for today's rows, with the date for older ones, in the viewer's own format. */
export function shortTime(when: Date, now: Date): string {
  return when.toDateString() === now.toDateString()
    ? when.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })
    : when.toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** What one GET answers, read once; an error in plain words when it fails. */
export function useLoadedOnce<T>(load: () => Promise<Answer>, pick: (body: unknown) => T) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [error, setError] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the panel first shows.
  useEffect(() => {
    // Only the latest load counts (React runs effects twice in development).
    let isCurrent = true;
    load()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const body = pick(await response.json());
        if (isCurrent) setLoaded(body);
      })
      .catch((failure: Error) => isCurrent && setError(failure.message || 'The server did not answer.'));
    return () => {
      isCurrent = false;
    };
  }, []);
  return { loaded, error };
}

type Props = {
  title: string;
  /** Says the list could not be loaded, before the reason. */
  failedLead: string;
  /** What shows while nothing is listed yet. */
  empty: ReactNode;
  /** Rows shown before "Show all", so the list does not push the rest of the page far down. */
  firstRows: number;
  rows: TimedRow[] | null;
  error: string;
  /** Controls under the title (a filter, a button), shown whatever the list holds. */
  tools?: ReactNode;
  /** Shown under the list once all its rows are (a button that loads older ones). */
  footer?: ReactNode;
};

export function TimedList({ title, failedLead, empty, firstRows, rows, error, tools, footer }: Props) {
  const [showsAll, setShowsAll] = useState(false);
  const titleId = `${title.toLowerCase().replaceAll(' ', '-')}-title`;
  const now = new Date();
  const shown = rows && (showsAll ? rows : rows.slice(0, firstRows));
  return (
    <section className="panel recent-activity" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {tools}
      {error ? (
        <p className="error" role="alert">
          {failedLead}: {error}
        </p>
      ) : !shown ? (
        <p>Loading…</p>
      ) : shown.length === 0 ? (
        empty
      ) : (
        <>
          <ol className="activity-list">
            {shown.map((row) => {
              const when = new Date(row.at);
              return (
                <li key={row.key} className={`activity-row ${row.className ?? ''}`.trim()}>
                  {row.content}
                  <time dateTime={when.toISOString()} title={when.toLocaleString()}>
                    {shortTime(when, now)}
                  </time>
                </li>
              );
            })}
          </ol>
          {(rows?.length ?? 0) > firstRows && (
            <button type="button" className="button" onClick={() => setShowsAll(!showsAll)}>
              {showsAll ? 'Show fewer' : `Show all ${rows?.length}`}
            </button>
          )}
          {(showsAll || (rows?.length ?? 0) <= firstRows) && footer}
        </>
      )}
    </section>
  );
}

// The Clip Management section: 'Get my clips' (adds clips made since the last fetch), filters by
// game, title, user and date period (partial, case-sensitive, applied on the server), the count of
// matching clips, a paged list with Preview buttons and an embedded player at 480x270.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Clip } from '../../../core/clips/clip';
import { api, failureReason } from '../../api';
import { DateField, TextField } from '../../components/SettingFields';

const pageSize = 20;
/** Typing in a filter asks the server once typing pauses. */
const filterDelayMs = 250;

type Filters = { game: string; title: string; user: string; startDate?: number; endDate?: number };
const noFilters: Filters = { game: '', title: '', user: '' };

type ListAnswer = {
  clips: Clip[];
  total: number;
  matching: number;
  fetchedAt: number | null;
  refreshError: string | null;
};

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const number = new Intl.NumberFormat('en-US');

/** Demo clips (dev mode) are local videos; Twitch clips play in Twitch's embed on this host. */
function ClipPlayer({ clip }: { clip: Clip }) {
  if (clip.url.startsWith('/'))
    return (
      // biome-ignore lint/a11y/useMediaCaption: a demo clip is a number and a tone; there is nothing to caption.
      <video
        key={clip.id}
        className="clip-preview-player"
        src={clip.url}
        width={480}
        height={270}
        controls
        autoPlay
        data-clip-id={clip.id}
      />
    );
  const embed = new URL('https://clips.twitch.tv/embed');
  embed.search = new URLSearchParams({
    clip: clip.id,
    parent: location.hostname,
    autoplay: 'true',
  }).toString();
  return (
    <iframe
      key={clip.id}
      className="clip-preview-player"
      title={`Clip: ${clip.title}`}
      src={embed.toString()}
      width={480}
      height={270}
      allow="autoplay; encrypted-media"
      allowFullScreen
      data-clip-id={clip.id}
    />
  );
}

export function ClipManagement({ onClips }: { onClips: (clips: Clip[]) => void }) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [offset, setOffset] = useState(0);
  const [answer, setAnswer] = useState<ListAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState<Clip | null>(null);
  const player = useRef<HTMLElement>(null);
  const showPreview = (clip: Clip) => {
    setPreview(clip);
    // On a narrow screen the player sits above the list: bring it into view.
    player.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  const load = useCallback(
    async (refresh: boolean) => {
      setBusy(true);
      try {
        const response = await api.clips.getUserClips.$get({
          query: {
            game: filters.game || undefined,
            title: filters.title || undefined,
            user: filters.user || undefined,
            startDate: filters.startDate === undefined ? undefined : String(filters.startDate),
            endDate: filters.endDate === undefined ? undefined : String(filters.endDate),
            offset: String(offset),
            limit: String(pageSize),
            refresh: refresh ? '1' : '0',
          },
        });
        if (!response.ok) throw new Error(await failureReason(response));
        const body = (await response.json()) as ListAnswer;
        setAnswer(body);
        setError(body.refreshError ?? '');
        onClips(body.clips);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : 'Could not load your clips.');
      } finally {
        setBusy(false);
      }
    },
    [filters, offset, onClips],
  );

  // The first load goes at once; a change of filters once typing pauses.
  const loadedOnce = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => load(false), loadedOnce.current ? filterDelayMs : 0);
    loadedOnce.current = true;
    return () => clearTimeout(timer);
  }, [load]);

  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setOffset(0);
  };

  const pages = answer ? Math.max(1, Math.ceil(answer.matching / pageSize)) : 1;
  const page = Math.floor(offset / pageSize) + 1;

  return (
    <div className="clip-management">
      <div className="clip-management-actions">
        <button type="button" onClick={() => load(true)} disabled={busy}>
          {busy ? 'Getting clips…' : 'Get my clips'}
        </button>
        {answer?.fetchedAt && (
          <span className="hint">Last fetched from Twitch {date.format(answer.fetchedAt)} UTC.</span>
        )}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <fieldset className="setting-group clip-filters">
        <legend>Filters</legend>
        <p className="hint">Partial and case-sensitive; dates are UTC.</p>
        <TextField label="Game" value={filters.game} maxLength={200} onChange={(game) => change({ game })} />
        <TextField
          label="Title"
          value={filters.title}
          maxLength={200}
          onChange={(title) => change({ title })}
        />
        <TextField label="User" value={filters.user} maxLength={200} onChange={(user) => change({ user })} />
        <DateField label="From" value={filters.startDate} onChange={(startDate) => change({ startDate })} />
        <DateField label="To" value={filters.endDate} endOfDay onChange={(endDate) => change({ endDate })} />
      </fieldset>

      <p className="clip-count" aria-live="polite">
        {answer
          ? `${number.format(answer.matching)} of ${number.format(answer.total)} clips match.`
          : 'Loading your clips…'}
      </p>

      <div className="clip-browser">
        <section ref={player} className="clip-preview" aria-label="Clip preview">
          {preview ? (
            <>
              <ClipPlayer clip={preview} />
              <p className="hint">{preview.title}</p>
            </>
          ) : (
            <div className="clip-preview-empty">Press Preview on a clip to watch it here.</div>
          )}
        </section>
        <ol className="clip-list" aria-label="Clips">
          {answer?.clips.map((clip) => (
            <li key={clip.id} className={`clip-row${preview?.id === clip.id ? ' is-previewed' : ''}`}>
              {clip.thumbnailUrl && <img src={clip.thumbnailUrl} alt="" width={96} height={54} />}
              <div className="clip-row-text">
                <a href={clip.url} target="_blank" rel="noreferrer" className="clip-title">
                  {clip.title}
                </a>
                <span className="hint">
                  {[
                    clip.gameName,
                    `by ${clip.creatorUsername}`,
                    `${number.format(clip.viewCount)} views`,
                  ].join(' · ')}
                  <br />
                  {date.format(Date.parse(clip.createdAt))} UTC · {clip.duration.toFixed(1)} s
                </span>
              </div>
              <button type="button" onClick={() => showPreview(clip)} aria-label={`Preview ${clip.title}`}>
                Preview
              </button>
            </li>
          ))}
        </ol>
      </div>

      {answer && answer.matching > pageSize && (
        <nav className="clip-pages" aria-label="Pages">
          <button
            type="button"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - pageSize))}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            disabled={offset + pageSize >= answer.matching}
            onClick={() => setOffset(offset + pageSize)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}

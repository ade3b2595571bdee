// /settings/progressBar (spec overlays.md "Progress bar page"): the goal bar's settings with a live
// preview, and Reset progress. Not in the header (spec); linked from the settings home and Overlays.
import { api } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { useAreaSettings } from '../../components/overlay-settings/use-area-settings';
import { ProgressBarEditor } from './ProgressBarEditor';
import { type CountingSince, ResetProgress } from './ResetProgress';
import './progress-bar.css';

export function ProgressBarSettingsPage() {
  const { loaded, error, replaceKey } = useAreaSettings<
    'progressBar',
    { overlaySecretKey: string | null; countingSince: CountingSince }
  >('progressBar', () => api.progressBar.$get());
  return (
    <article className="page progress-bar-page">
      <h1>Progress Bar</h1>
      <p className="lead">
        An OBS overlay that tracks a goal: new followers or subscribers this stream, your follower or
        subscriber totals, subscriber points, or tips, cheers and subs as points.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Collapsible title="Progress Bar">
        {loaded ? (
          <ProgressBarEditor
            initial={loaded.settings}
            overlaySecretKey={loaded.overlaySecretKey}
            onNewKey={replaceKey}
          />
        ) : (
          !error && <p className="loading">Loading…</p>
        )}
      </Collapsible>
      <Collapsible title="Reset Progress">
        {loaded && <ResetProgress initial={loaded.data.countingSince} />}
      </Collapsible>
    </article>
  );
}

// /settings/alerts (spec alerts.md): the alert box's designs with a live preview, its media, and the
// queue as it stands, with its controls.
import type { AlertsSettings } from '../../../core/alerts/alerts-settings';
import { api } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { useAreaSettings } from '../../components/overlay-settings/use-area-settings';
import { AlertQueuePanel } from './AlertQueuePanel';
import { AlertsEditor } from './AlertsEditor';
import './alerts.css';

export function AlertsSettingsPage() {
  const { loaded, error, replaceKey } = useAreaSettings<'alerts', { overlaySecretKey: string | null }>(
    'alerts',
    () => api.alerts.$get(),
  );
  return (
    <article className="page alerts-page">
      <h1>Alerts</h1>
      <p className="lead">
        An OBS overlay that plays an alert for each follow, sub, gift, cheer, raid, tip and redemption: a
        picture or video, a sound and a line of text, one after another, each exactly once.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Collapsible title="Alert queue">
        <AlertQueuePanel />
      </Collapsible>
      <Collapsible title="Alerts">
        {loaded ? (
          <AlertsEditor
            initial={loaded.settings as AlertsSettings}
            overlaySecretKey={loaded.overlaySecretKey}
            onNewKey={replaceKey}
          />
        ) : (
          !error && <p className="loading">Loading…</p>
        )}
      </Collapsible>
    </article>
  );
}

// /settings/emoteMover (spec overlays.md "Emote mover page"): chat emotes flying over the stream,
// with a live preview, Testing and the channel's emote sources.
import type { EmoteSourcesReport } from '../../../core/emotes/emote-sources';
import { api } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { useAreaSettings } from '../../components/overlay-settings/use-area-settings';
import { EmoteMoverEditor } from './EmoteMoverEditor';
import './emote-mover.css';

export function EmoteMoverSettingsPage() {
  const { loaded, error, replaceKey } = useAreaSettings<
    'emoteMover',
    { overlaySecretKey: string | null; emoteSources: EmoteSourcesReport }
  >('emoteMover', () => api.emoteMover.$get());
  return (
    <article className="page emote-mover-page">
      <h1>Emote Mover</h1>
      <p className="lead">
        An OBS overlay that sends your chat's emotes flying across your stream: Twitch emotes and your
        channel's BTTV, FFZ and 7TV emotes, animated ones included. A cheer sends a burst.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Collapsible title="Emote Mover">
        {loaded ? (
          <EmoteMoverEditor
            initial={loaded.settings}
            overlaySecretKey={loaded.overlaySecretKey}
            sources={loaded.data.emoteSources}
            onNewKey={replaceKey}
          />
        ) : (
          !error && <p className="loading">Loading…</p>
        )}
      </Collapsible>
    </article>
  );
}

// /settings/clips (spec overlays.md "Clip reel page"): the Clip Reel section (preview, link and
// settings) and Clip Management (the channel's clips, filtered, with a preview player).
import { useCallback, useState } from 'react';
import type { Clip } from '../../../core/clips/clip';
import { api } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { useAreaSettings } from '../../components/overlay-settings/use-area-settings';
import { ClipManagement } from './ClipManagement';
import { ClipReelEditor } from './ClipReelEditor';
import './clips.css';

export function ClipsSettingsPage() {
  const { loaded, error, replaceKey } = useAreaSettings<'clipReel', { overlaySecretKey: string | null }>(
    'clipReel',
    () => api.clips.$get(),
  );
  const [previewClip, setPreviewClip] = useState<Clip | null>(null);
  // The preview shows one of the channel's own clips once the list has any.
  const onClips = useCallback(
    (clips: Clip[]) => setPreviewClip((current) => current ?? clips.at(-1) ?? null),
    [],
  );
  return (
    <article className="page clips-page">
      <h1>Clip Reel</h1>
      <p className="lead">
        An OBS overlay that plays your clips one after another, with an info box telling what each one is.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Collapsible title="Clip Reel">
        {loaded ? (
          <ClipReelEditor
            initial={loaded.settings}
            overlaySecretKey={loaded.overlaySecretKey}
            onNewKey={replaceKey}
            previewClip={previewClip}
          />
        ) : (
          !error && <p className="loading">Loading…</p>
        )}
      </Collapsible>
      <Collapsible title="Clip Management">
        <ClipManagement onClips={onClips} />
      </Collapsible>
    </article>
  );
}

// The Clip Reel section: notes, a live preview of the info box over the player area (the overlay's
// own renderer), the overlay link, the setting groups, Save and Reset.
import { useMemo } from 'react';
import { type ClipReelSettings, clipReelArea } from '../../../core/clips/clip-reel-settings';
import { overlayPageLink } from '../../../core/overlay/overlay-areas';
import { settingsQueryString } from '../../../core/settings/settings-link';
import { type ClipInfo, mountClipReel } from '../../../overlays/clip-reel/clip-reel-renderer';
import { api, saveOutcome } from '../../api';
import { OverlayLink } from '../../components/overlay-settings/OverlayLink';
import { OverlayPreview } from '../../components/overlay-settings/OverlayPreview';
import { OverlaySettingsForm } from '../../components/overlay-settings/OverlaySettingsForm';
import { OverlayWorkbench } from '../../components/overlay-settings/OverlayWorkbench';
import { RendererView } from '../../components/overlay-settings/RendererView';
import { SettingGroups } from '../../components/overlay-settings/SettingGroups';
import { useAreaEdit } from '../../components/overlay-settings/use-area-edit';
import { clipReelGroups } from './clip-reel-layout';

/** A full-width reel is previewed at this width (OBS gives it the browser source's). */
const fullWidthPreview = 960;

export const sampleClip: ClipInfo & { thumbnailUrl: string } = {
  id: 'SampleClipSlug',
  title: 'Your best moment',
  gameName: 'Celeste',
  creatorUsername: 'AViewer',
  thumbnailUrl: '',
};

export function ClipReelEditor({
  initial,
  overlaySecretKey,
  onNewKey,
  previewClip,
}: {
  initial: ClipReelSettings;
  /** Null for an editor: only the owner sees the overlay key. */
  overlaySecretKey: string | null;
  onNewKey: (overlaySecretKey: string) => void;
  /** A clip of the channel to preview with, when there is one. */
  previewClip: (ClipInfo & { thumbnailUrl: string }) | null;
}) {
  const edit = useAreaEdit('clipReel', initial);
  const { settings } = edit;
  const clip = previewClip ?? sampleClip;
  const view = useMemo(() => ({ settings, clip }), [settings, clip]);
  const width = settings.width > 0 ? settings.width : fullWidthPreview;
  const height = settings.topMargin + Math.round((width * 9) / 16);
  const path =
    overlaySecretKey &&
    overlayPageLink('clipReel', overlaySecretKey, settingsQueryString(clipReelArea, settings));

  return (
    <OverlaySettingsForm
      label="Clip Reel settings"
      className="overlay-editor"
      edit={edit}
      save={async (body: typeof settings) => saveOutcome(await api.clips.$post({ json: body }))}
    >
      <ul className="notes">
        <li>The reel plays your clips one after another, with sound, at the volume you set.</li>
        <li>
          Your own clips play as videos when you allowed clip downloads at sign-in; otherwise Twitch's player
          plays them, which needs the overlay served over HTTPS.
        </li>
        <li>New clips join an open reel as they come, and a save here restyles it at once.</li>
      </ul>
      <OverlayWorkbench
        preview={
          <OverlayPreview
            width={width}
            height={height}
            hint={`Live preview of the info box over the player area${settings.width > 0 ? '' : ` (full width shown at ${fullWidthPreview}px)`}.`}
          >
            <div
              className="clip-preview-stage"
              style={{
                width,
                ['--clip-thumbnail' as string]: clip.thumbnailUrl ? `url("${clip.thumbnailUrl}")` : 'none',
              }}
            >
              <RendererView mount={mountClipReel} props={view} />
            </div>
          </OverlayPreview>
        }
      >
        <OverlayLink
          onNewKey={onNewKey}
          path={path}
          sizeHint={
            <>
              Add it to OBS as a browser source at least <strong>{settings.width || 1920}</strong> wide and{' '}
              <strong>{settings.topMargin + Math.round(((settings.width || 1920) * 9) / 16)}</strong> high.
            </>
          }
        />

        <SettingGroups
          rules={clipReelArea.rules}
          groups={clipReelGroups}
          settings={settings}
          change={edit.change}
        />
      </OverlayWorkbench>
    </OverlaySettingsForm>
  );
}

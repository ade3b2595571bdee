// The Emote Mover section: the preview running the overlay's own renderer with Testing beside it,
// the overlay link, the groups Patterns, Pattern Options and Other, Save and Reset.
import { useCallback, useMemo, useState } from 'react';
import type { EmoteImage } from '../../../core/emotes/emote';
import { flightOf } from '../../../core/emotes/emote-flight';
import { type EmoteMoverSettings, emoteMoverArea } from '../../../core/emotes/emote-settings';
import type { EmoteSourcesReport } from '../../../core/emotes/emote-sources';
import { overlayPageLink } from '../../../core/overlay/overlay-areas';
import type { SettingRules } from '../../../core/settings/setting-rules';
import { settingsQueryString } from '../../../core/settings/settings-link';
import { type EmoteMover, mountEmoteMover } from '../../../overlays/emote-mover/emote-renderer';
import { api, saveOutcome } from '../../api';
import { OverlayLink } from '../../components/overlay-settings/OverlayLink';
import { OverlayPreview } from '../../components/overlay-settings/OverlayPreview';
import { OverlaySettingsForm } from '../../components/overlay-settings/OverlaySettingsForm';
import { OverlayWorkbench } from '../../components/overlay-settings/OverlayWorkbench';
import { RendererView } from '../../components/overlay-settings/RendererView';
import { SettingField } from '../../components/overlay-settings/SettingField';
import type { FieldLayout } from '../../components/overlay-settings/SettingGroups';
import { useAreaEdit } from '../../components/overlay-settings/use-area-edit';
import { SettingGroup } from '../../components/SettingFields';
import { EmoteSources } from './EmoteSources';
import { EmoteTesting } from './EmoteTesting';
import { otherFields, patternOptionFields } from './emote-mover-layout';
import { PatternWeights } from './PatternWeights';

/** The preview is a 16:9 stage, like the stream the overlay covers. */
const previewWidth = 960;
const previewHeight = 540;

type PreviewProps = { settings: EmoteMoverSettings; batch: { seq: number; images: EmoteImage[] } };

/** The overlay's renderer in the page: each new batch flies with the settings as edited. */
function mountPreview(root: HTMLElement, initial: PreviewProps) {
  const mover: EmoteMover = mountEmoteMover(root, initial.settings);
  let seq = initial.batch.seq;
  return {
    update({ settings, batch }: PreviewProps) {
      mover.update(settings);
      if (batch.seq === seq) return;
      seq = batch.seq;
      mover.play(batch.images.map((image) => flightOf(image, settings, Math.random)));
    },
    destroy: () => mover.destroy(),
  };
}

function Fields({
  fields,
  settings,
  change,
}: {
  fields: FieldLayout<EmoteMoverSettings>[];
  settings: EmoteMoverSettings;
  change: (key: keyof EmoteMoverSettings, value: unknown) => void;
}) {
  return fields.map(({ key, shownWhen: _, optionsFor: __, ...options }) => (
    <SettingField
      key={key}
      rule={(emoteMoverArea.rules as SettingRules)[key] as SettingRules[string]}
      value={settings[key]}
      onChange={(value) => change(key, value)}
      options={options}
    />
  ));
}

export function EmoteMoverEditor({
  initial,
  overlaySecretKey,
  sources,
  onNewKey,
}: {
  initial: EmoteMoverSettings;
  /** Null for an editor: only the owner sees the overlay key. */
  overlaySecretKey: string | null;
  sources: EmoteSourcesReport;
  onNewKey: (overlaySecretKey: string) => void;
}) {
  const edit = useAreaEdit('emoteMover', initial);
  const { settings, change } = edit;
  const [batch, setBatch] = useState<PreviewProps['batch']>({ seq: 0, images: [] });
  const fly = useCallback(
    (images: EmoteImage[]) => setBatch((current) => ({ seq: current.seq + 1, images })),
    [],
  );
  const preview = useMemo(() => ({ settings, batch }), [settings, batch]);
  const path =
    overlaySecretKey &&
    overlayPageLink('emoteMover', overlaySecretKey, settingsQueryString(emoteMoverArea, settings));

  return (
    <OverlaySettingsForm
      label="Emote Mover settings"
      className="overlay-editor emote-mover-editor"
      edit={edit}
      save={async (body: typeof settings) => saveOutcome(await api.emoteMover.$post({ json: body }))}
    >
      <OverlayWorkbench
        preview={
          <OverlayPreview
            width={previewWidth}
            height={previewHeight}
            hint="Live preview of a 16:9 stream; the tests below it fly emotes. The checkered area is what your stream shows through."
          >
            <div className="emote-preview-stage" style={{ width: previewWidth, height: previewHeight }}>
              <RendererView mount={mountPreview} props={preview} />
            </div>
          </OverlayPreview>
        }
        tests={<EmoteTesting samples={sources.samples} fly={fly} />}
      >
        <OverlayLink
          onNewKey={onNewKey}
          path={path}
          sizeHint={
            <>
              Add it to OBS as a browser source the size of your canvas (for example <strong>1920</strong> by{' '}
              <strong>1080</strong>), above your scene.
            </>
          }
        />

        <div className="setting-groups">
          <SettingGroup title="Patterns">
            <PatternWeights settings={settings} change={change} />
          </SettingGroup>
          <SettingGroup title="Pattern Options">
            <Fields fields={patternOptionFields} settings={settings} change={change} />
          </SettingGroup>
          <SettingGroup title="Other">
            <Fields fields={otherFields} settings={settings} change={change} />
            <EmoteSources sets={sources.sets} settings={settings} change={change} />
          </SettingGroup>
        </div>
      </OverlayWorkbench>
    </OverlaySettingsForm>
  );
}

// The alert box's settings form: the chosen type's preview and its test buttons beside the overlay
// link and its size, the queue's settings, a type picker with the chosen type's design and
// variations, the channel's media, then Save and Reset
// (the shared flow of every overlay area; the nested designs are changed as one `types` field).
import { useState } from 'react';
import { type AlertType, alertTypes } from '../../../core/alerts/alert';
import {
  type AlertsSettings,
  type AlertTypeSettings,
  alertsArea,
} from '../../../core/alerts/alerts-settings';
import { overlayPageLink } from '../../../core/overlay/overlay-areas';
import type { SettingRules } from '../../../core/settings/setting-rules';
import { settingsQueryString } from '../../../core/settings/settings-link';
import { api, saveOutcome } from '../../api';
import { OverlayLink } from '../../components/overlay-settings/OverlayLink';
import { OverlaySettingsForm } from '../../components/overlay-settings/OverlaySettingsForm';
import { OverlayWorkbench } from '../../components/overlay-settings/OverlayWorkbench';
import { type GroupLayout, SettingGroups } from '../../components/overlay-settings/SettingGroups';
import { useAreaEdit } from '../../components/overlay-settings/use-area-edit';
import { SettingGroup } from '../../components/SettingFields';
import { AlertPreview } from './AlertPreview';
import { alertTypeLabels, holdLabels, speechEngineHint, speechEngineLabels } from './alerts-layout';
import { DesignFields } from './DesignFields';
import { MediaLibrary } from './MediaLibrary';
import { useAlertMedia } from './use-alert-media';
import { VariationsEditor } from './VariationsEditor';

const queueGroups: GroupLayout<AlertsSettings>[] = [
  {
    title: 'Queue',
    hint: 'Alerts play one at a time, in order; nothing is lost while the overlay is closed.',
    fields: [
      { key: 'delay', label: 'Delay before every alert (to match a stream delay)', unit: 's' },
      { key: 'gap', label: 'Gap between alerts', unit: 's' },
      { key: 'hold', label: 'Hold tips and cheers with a message', choices: holdLabels },
      {
        key: 'holdSeconds',
        label: 'Hold for',
        unit: 's',
        shownWhen: (settings) => settings.hold === 'timed',
      },
    ],
  },
  {
    title: 'Speech',
    hint: speechEngineHint,
    fields: [{ key: 'speechEngine', label: 'Speech engine', choices: speechEngineLabels }],
  },
  {
    title: 'Overlay size',
    hint: 'The browser source size to set in OBS; the alerts scale to fit it.',
    fields: [
      { key: 'width', label: 'Width', unit: 'px' },
      { key: 'height', label: 'Height', unit: 'px' },
    ],
  },
];

function TypePicker({
  chosen,
  settings,
  onChoose,
}: {
  chosen: AlertType;
  settings: AlertsSettings;
  onChoose: (type: AlertType) => void;
}) {
  return (
    <fieldset className="alert-type-picker">
      <legend className="visually-hidden">Alert type</legend>
      {alertTypes.map((type) => (
        <button
          key={type}
          type="button"
          className="button"
          aria-pressed={type === chosen}
          onClick={() => onChoose(type)}
        >
          {alertTypeLabels[type]}
          {!settings.types[type].enabled && <span className="type-off"> (off)</span>}
        </button>
      ))}
    </fieldset>
  );
}

export function AlertsEditor({
  initial,
  overlaySecretKey,
  onNewKey,
}: {
  initial: AlertsSettings;
  /** Null for an editor: only the owner sees the overlay key. */
  overlaySecretKey: string | null;
  onNewKey: (overlaySecretKey: string) => void;
}) {
  const edit = useAreaEdit('alerts', initial);
  const { settings, change } = edit;
  const [type, setType] = useState<AlertType>('follow');
  const library = useAlertMedia();
  const design = settings.types[type];
  const changeDesign = (patch: Partial<AlertTypeSettings>) =>
    change('types', { ...settings.types, [type]: { ...design, ...patch } });
  const path =
    overlaySecretKey &&
    overlayPageLink('alerts', overlaySecretKey, settingsQueryString(alertsArea, settings));

  return (
    <OverlaySettingsForm
      label="Alerts settings"
      className="overlay-editor alerts-editor"
      edit={edit}
      save={async (body: AlertsSettings) => saveOutcome(await api.alerts.$post({ json: body }))}
    >
      <OverlayWorkbench preview={<AlertPreview settings={settings} type={type} isEdited={edit.edited} />}>
        <OverlayLink
          onNewKey={onNewKey}
          path={path}
          sizeHint={
            <>
              Add it to OBS as a browser source of <strong>{settings.width}</strong> by{' '}
              <strong>{settings.height}</strong> (Overlay size below), and tick "Control audio via OBS" so the
              sounds reach your stream.
            </>
          }
        />

        <SettingGroups
          rules={alertsArea.rules as unknown as SettingRules}
          groups={queueGroups}
          settings={settings}
          change={change}
        />

        <h3 className="alerts-heading">Alert designs</h3>
        <TypePicker chosen={type} settings={settings} onChoose={setType} />
        <DesignFields type={type} design={design} changeDesign={changeDesign} library={library} />
        <SettingGroup title={`${alertTypeLabels[type]} variations`}>
          <VariationsEditor type={type} design={design} changeDesign={changeDesign} library={library} />
        </SettingGroup>
        <SettingGroup title="Your media">
          <MediaLibrary library={library} />
        </SettingGroup>
      </OverlayWorkbench>
    </OverlaySettingsForm>
  );
}

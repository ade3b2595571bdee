// One filter's card: on/off, dry run, then (folded) who it leaves alone, ladder or delete only, its chat
// message, live only, and the filter's own options.
import { type ReactNode, useId, useState } from 'react';
import {
  type AnyFilterSettings,
  type ExemptRole,
  exemptRoles,
  type FilterKey,
  maxFilterMessageLength,
} from '../../../core/moderation/moderation-settings';
import { TextField } from '../../components/SettingFields';
import { SwitchField } from './moderation-fields';
import { filterDescriptions, filterTitles } from './moderation-words';

const roleLabels: Record<ExemptRole, string> = {
  vip: 'VIPs',
  subscriber: 'Subscribers',
  regular: 'Regulars',
  follower: 'Followers',
};

export function FilterCard({
  filter,
  settings,
  change,
  children,
}: {
  filter: FilterKey;
  settings: AnyFilterSettings;
  change: (patch: Partial<AnyFilterSettings>) => void;
  /** The filter's own options. */
  children?: ReactNode;
}) {
  const id = useId();
  // Open at first when the filter is on; then as the streamer leaves it.
  const [isOpen, setIsOpen] = useState(settings.enabled);
  const toggleRole = (role: ExemptRole, on: boolean) =>
    change({ exempt: on ? [...settings.exempt, role] : settings.exempt.filter((r) => r !== role) });
  const state = !settings.enabled ? 'off' : settings.dryRun ? 'dry run' : 'on';

  return (
    <fieldset
      className={`setting-group filter-card${settings.enabled ? ' is-on' : ''}`}
      data-filter={filter}
      aria-describedby={`${id}-what`}
    >
      <legend>
        {filterTitles[filter]} <span className={`tag filter-state ${state.replace(' ', '-')}`}>{state}</span>
      </legend>
      <p className="hint" id={`${id}-what`}>
        {filterDescriptions[filter]}
      </p>
      <div className="filter-switches">
        <SwitchField
          label="Filter on"
          checked={settings.enabled}
          onChange={(enabled) => {
            change({ enabled });
            // Turning a filter on shows its options, to check them before saving.
            if (enabled) setIsOpen(true);
          }}
        />
        <SwitchField
          label="Dry run"
          hint="(decide and log only)"
          checked={settings.dryRun}
          onChange={(dryRun) => change({ dryRun })}
        />
      </div>
      <details
        className="filter-options"
        open={isOpen}
        onToggle={(event) => setIsOpen(event.currentTarget.open)}
      >
        <summary>Options</summary>
        <div className="filter-options-body">
          {children}
          <fieldset className="field roles">
            <legend>Leave these viewers alone</legend>
            {exemptRoles.map((role) => (
              <label key={role} className="checkbox">
                <input
                  type="checkbox"
                  checked={settings.exempt.includes(role)}
                  onChange={(event) => toggleRole(role, event.target.checked)}
                />
                {roleLabels[role]}
              </label>
            ))}
          </fieldset>
          <fieldset className="field">
            <legend>When it acts</legend>
            <div className="segmented">
              <label>
                <input
                  type="radio"
                  name={`${id}-punishment`}
                  checked={settings.punishment === 'ladder'}
                  onChange={() => change({ punishment: 'ladder' })}
                />
                <span>Strike ladder</span>
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-punishment`}
                  checked={settings.punishment === 'deleteOnly'}
                  onChange={() => change({ punishment: 'deleteOnly' })}
                />
                <span>Delete only</span>
              </label>
            </div>
            <span className="hint">
              {settings.punishment === 'ladder'
                ? 'Each hit is a strike and follows the strike ladder below.'
                : 'Only the message is deleted; no strike is counted.'}
            </span>
          </fieldset>
          <SwitchField
            label="Silent"
            hint="(say nothing in chat)"
            checked={settings.silent}
            onChange={(silent) => change({ silent })}
          />
          {!settings.silent && (
            <TextField
              label="Message in chat"
              name={`filters.${filter}.message`}
              value={settings.message}
              maxLength={maxFilterMessageLength}
              onChange={(message) => change({ message })}
              hint={
                <>
                  <code>{'{username}'}</code> the viewer, <code>{'{filter}'}</code> this filter,{' '}
                  <code>{'{strikes}'}</code> their strikes.
                </>
              }
            />
          )}
          <SwitchField
            label="Only while live"
            checked={settings.liveOnly}
            onChange={(liveOnly) => change({ liveOnly })}
          />
        </div>
      </details>
    </fieldset>
  );
}

// The channel's emote sources as the bot knows them ("7TV: 42 emotes"), with what failed, and the
// switches that leave a source out.
import type { EmoteMoverSettings } from '../../../core/emotes/emote-settings';
import type { EmoteSetStatus } from '../../../core/emotes/emote-sources';
import { sourceNames, type ThirdPartySource } from '../../../core/emotes/third-party-emotes';
import { CheckboxField } from '../../components/SettingFields';

const switches: [ThirdPartySource, 'no7TV' | 'noBTTV' | 'noFFZ'][] = [
  ['7tv', 'no7TV'],
  ['bttv', 'noBTTV'],
  ['ffz', 'noFFZ'],
];

const when = (at: number | null) =>
  at ? new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(at) : null;

function describe(set: EmoteSetStatus): string {
  const scope = set.scope === 'channel' ? 'your channel' : 'global';
  const count = `${set.count} ${set.count === 1 ? 'emote' : 'emotes'}`;
  switch (set.state) {
    case 'ok':
      return `${scope}: ${count}`;
    case 'none':
      return `${scope}: no set`;
    case 'pending':
      return `${scope}: not asked yet`;
    case 'failed':
      return `${scope}: ${count} kept; the last look-up failed (${set.error})`;
  }
}

export function EmoteSources({
  sets,
  settings,
  change,
}: {
  sets: EmoteSetStatus[];
  settings: EmoteMoverSettings;
  change: (key: keyof EmoteMoverSettings, value: unknown) => void;
}) {
  return (
    <div className="emote-sources">
      <span className="label">Emote sources</span>
      <p className="hint">Twitch emotes always fly. Third-party sets are asked for about once an hour.</p>
      <ul>
        {switches.map(([source]) => {
          const own = sets.filter((set) => set.source === source);
          const total = own.reduce((sum, set) => sum + set.count, 0);
          const fetched = Math.max(0, ...own.map((set) => set.fetchedAt ?? 0));
          return (
            <li key={source} data-source={source}>
              <strong>
                {sourceNames[source]}: {total} {total === 1 ? 'emote' : 'emotes'}
              </strong>
              <span className="hint">
                {' '}
                ({own.map(describe).join('; ')}
                {fetched > 0 && `; checked at ${when(fetched)}`})
              </span>
              {own.some((set) => set.state === 'failed') && (
                <span className="error" role="alert">
                  {' '}
                  {sourceNames[source]} could not be reached; the last good set is still used.
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {switches.map(([source, key]) => (
        <CheckboxField
          key={key}
          label={`Use ${sourceNames[source]} emotes`}
          checked={settings[key] !== true}
          // Back on, the switch is left out altogether, as in the defaults.
          onChange={(checked) => change(key, checked ? undefined : true)}
        />
      ))}
    </div>
  );
}

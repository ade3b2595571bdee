// Each filter's own options: its numbers from the schema's rules (laid out in filter-number-layout.ts),
// the links filter's site lists, the emote filter's emoji switch. The word list has its own editor.
import { Fragment } from 'react';
import {
  type FilterKey,
  type FilterSettings,
  filterNumberRules,
  maxSitePatternLength,
  maxSitePatterns,
} from '../../../core/moderation/moderation-settings';
import type { SettingRule, SettingRules } from '../../../core/settings/setting-rules';
import { SettingField } from '../../components/overlay-settings/SettingField';
import { isNumberFilter, type NumberFilter, numberRowsOf } from './filter-number-layout';
import { LinesField, PunishmentField, SwitchField } from './moderation-fields';
import { WordListEditor } from './WordListEditor';

type Props<K extends FilterKey> = {
  settings: FilterSettings<K>;
  change: (patch: Partial<FilterSettings<K>>) => void;
};

/** A domain pattern has no spaces; the line that has one is named. */
function domainProblem(label: string) {
  return (lines: string[]) => {
    const spaced = lines.findIndex((line) => /\s/.test(line));
    if (spaced >= 0) return `${label}: line ${spaced + 1} has a space; write one domain or path a line.`;
    const long = lines.findIndex((line) => line.length > maxSitePatternLength);
    if (long >= 0) return `${label}: line ${long + 1} is longer than ${maxSitePatternLength} characters.`;
    return lines.length > maxSitePatterns
      ? `${label} holds at most ${maxSitePatterns} lines; it has ${lines.length}.`
      : '';
  };
}

function LinksOptions({ settings, change }: Props<'links'>) {
  return (
    <>
      <SwitchField
        label="Spaced links count"
        hint="(example . com, example(dot)com)"
        checked={settings.spacedLinks}
        onChange={(spacedLinks) => change({ spacedLinks })}
      />
      <LinesField
        label="Allowed sites"
        name="filters.links.allow"
        hint={
          <>
            One domain or path a line; <code>*</code> matches anything: <code>*.example.com</code>,{' '}
            <code>youtube.com/watch*</code>.
          </>
        }
        rows={3}
        value={settings.allow}
        onChange={(allow) => change({ allow })}
        check={domainProblem('Allowed sites')}
      />
      <LinesField
        label="Blocked sites"
        name="filters.links.block"
        hint="Links to these go straight to the action below, whatever the viewer's strikes."
        rows={3}
        value={settings.block}
        onChange={(block) => change({ block })}
        check={domainProblem('Blocked sites')}
      />
      <PunishmentField
        label="A blocked site's link"
        name="filters.links.blockPunishment"
        value={settings.blockPunishment}
        onChange={(blockPunishment) => change({ blockPunishment })}
      />
    </>
  );
}

/**
 * A filter's numbers, each drawn by the shared SettingField from its rule in the schema, so a field
 * offers exactly the range the API accepts and says a broken one in the same words as every page.
 */
function FilterNumberFields<K extends NumberFilter>({ filter, settings, change }: { filter: K } & Props<K>) {
  const rules: SettingRules = filterNumberRules[filter];
  const values = settings as Record<string, unknown>;
  return numberRowsOf(filter).map(({ heading, fields }) => {
    const inputs = fields.map(([key, { label, unit }]) => (
      <SettingField
        key={key}
        name={`filters.${filter}.${key}`}
        rule={rules[key] as SettingRule}
        value={values[key]}
        onChange={(value) => change({ [key]: value } as Partial<FilterSettings<K>>)}
        options={{ label, unit }}
      />
    ));
    return (
      <Fragment key={fields[0]?.[0]}>
        {heading && <p className="hint option-heading">{heading}</p>}
        {inputs.length > 1 ? <div className="setting-pair">{inputs}</div> : inputs}
      </Fragment>
    );
  });
}

function EmotesOptions({ settings, change }: Props<'emotes'>) {
  return (
    <>
      <FilterNumberFields filter="emotes" settings={settings} change={change} />
      <SwitchField
        label="Count emoji too"
        checked={settings.countEmoji}
        onChange={(countEmoji) => change({ countEmoji })}
      />
    </>
  );
}

/** The options of filter `filter`, typed by its key. */
export function FilterOptions<K extends FilterKey>({ filter, ...props }: { filter: K } & Props<K>) {
  // `filter` decides which settings these are; TypeScript cannot follow that through the switch.
  const any = props as never;
  switch (filter) {
    case 'links':
      return <LinksOptions {...(any as Props<'links'>)} />;
    case 'emotes':
      return <EmotesOptions {...(any as Props<'emotes'>)} />;
    case 'words':
      return <WordListEditor {...(any as Props<'words'>)} />;
    default:
      return isNumberFilter(filter) ? (
        <FilterNumberFields filter={filter} {...(any as Props<typeof filter>)} />
      ) : null;
  }
}

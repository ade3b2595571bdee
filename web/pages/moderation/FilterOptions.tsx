// Each filter's own options, with labels and units in plain words. The word list has its own editor.
import type { FilterKey, FilterSettings } from '../../../core/moderation/moderation-settings';
import { NumberField } from '../../components/SettingFields';
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
    const long = lines.findIndex((line) => line.length > 200);
    if (long >= 0) return `${label}: line ${long + 1} is longer than 200 characters.`;
    return lines.length > 500 ? `${label} holds at most 500 lines; it has ${lines.length}.` : '';
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

function CapsOptions({ settings, change }: Props<'caps'>) {
  return (
    <div className="setting-pair">
      <NumberField
        label="Capitals, at least"
        unit="%"
        min={1}
        max={100}
        value={settings.percent}
        onChange={(percent) => change({ percent })}
      />
      <NumberField
        label="Capital letters, at least"
        unit="letters"
        min={1}
        max={500}
        value={settings.minCapitals}
        onChange={(minCapitals) => change({ minCapitals })}
      />
      <NumberField
        label="Checked from"
        unit="letters in the message"
        min={1}
        max={500}
        value={settings.minLength}
        onChange={(minLength) => change({ minLength })}
      />
    </div>
  );
}

function SymbolsOptions({ settings, change }: Props<'symbols'>) {
  return (
    <div className="setting-pair">
      <NumberField
        label="Symbols, at least"
        unit="%"
        min={1}
        max={100}
        value={settings.percent}
        onChange={(percent) => change({ percent })}
      />
      <NumberField
        label="Checked from"
        unit="characters in the message"
        min={1}
        max={500}
        value={settings.minLength}
        onChange={(minLength) => change({ minLength })}
      />
      <NumberField
        label="Or symbols in a row, at least"
        unit="symbols"
        min={2}
        max={500}
        value={settings.run}
        onChange={(run) => change({ run })}
      />
    </div>
  );
}

function EmotesOptions({ settings, change }: Props<'emotes'>) {
  return (
    <>
      <NumberField
        label="Emotes in one message, more than"
        unit="emotes"
        min={1}
        max={500}
        value={settings.max}
        onChange={(max) => change({ max })}
      />
      <SwitchField
        label="Count emoji too"
        checked={settings.countEmoji}
        onChange={(countEmoji) => change({ countEmoji })}
      />
    </>
  );
}

function RepetitionOptions({ settings, change }: Props<'repetition'>) {
  return (
    <>
      <p className="hint option-heading">In one message</p>
      <div className="setting-pair">
        <NumberField
          label="Repeated words or characters, at least"
          unit="%"
          min={1}
          max={100}
          value={settings.percent}
          onChange={(percent) => change({ percent })}
        />
        <NumberField
          label="Checked from"
          unit="characters in the message"
          min={1}
          max={500}
          value={settings.minLength}
          onChange={(minLength) => change({ minLength })}
        />
      </div>
      <p className="hint option-heading">Across messages: the same viewer sends the same message</p>
      <div className="setting-pair">
        <NumberField
          label="Same message"
          unit="times"
          min={2}
          max={50}
          value={settings.count}
          onChange={(count) => change({ count })}
        />
        <NumberField
          label="Within"
          unit="seconds"
          min={1}
          max={3600}
          value={settings.seconds}
          onChange={(seconds) => change({ seconds })}
        />
      </div>
    </>
  );
}

function LengthOptions({ settings, change }: Props<'length'>) {
  return (
    <NumberField
      label="Messages longer than"
      unit="characters; Twitch allows 500"
      min={1}
      max={500}
      value={settings.max}
      onChange={(max) => change({ max })}
    />
  );
}

function ZalgoOptions({ settings, change }: Props<'zalgo'>) {
  return (
    <div className="setting-pair">
      <NumberField
        label="Marks on one character, more than"
        unit="combining marks"
        min={1}
        max={50}
        value={settings.marksPerCharacter}
        onChange={(marksPerCharacter) => change({ marksPerCharacter })}
      />
      <NumberField
        label="Or combining marks, more than"
        unit="% of the message"
        min={1}
        max={100}
        value={settings.percent}
        onChange={(percent) => change({ percent })}
      />
    </div>
  );
}

function FirstTimeOptions({ settings, change }: Props<'firstTime'>) {
  return (
    <NumberField
      label="Trusted after"
      unit="clean messages"
      min={1}
      max={100}
      value={settings.trustAfter}
      onChange={(trustAfter) => change({ trustAfter })}
    />
  );
}

/** The options of filter `filter`, typed by its key. */
export function FilterOptions<K extends FilterKey>({ filter, ...props }: { filter: K } & Props<K>) {
  // `filter` decides which settings these are; TypeScript cannot follow that through the switch.
  const any = props as never;
  switch (filter) {
    case 'links':
      return <LinksOptions {...(any as Props<'links'>)} />;
    case 'caps':
      return <CapsOptions {...(any as Props<'caps'>)} />;
    case 'symbols':
      return <SymbolsOptions {...(any as Props<'symbols'>)} />;
    case 'emotes':
      return <EmotesOptions {...(any as Props<'emotes'>)} />;
    case 'repetition':
      return <RepetitionOptions {...(any as Props<'repetition'>)} />;
    case 'length':
      return <LengthOptions {...(any as Props<'length'>)} />;
    case 'zalgo':
      return <ZalgoOptions {...(any as Props<'zalgo'>)} />;
    case 'words':
      return <WordListEditor {...(any as Props<'words'>)} />;
    case 'firstTime':
      return <FirstTimeOptions {...(any as Props<'firstTime'>)} />;
    default:
      return null;
  }
}

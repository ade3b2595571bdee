// The moderation settings form: the recommended set, one card per filter, the strike ladder, shared
// chat, then Save and Reset; the tester and the replay below try the rules as edited here.
import { useState } from 'react';
import {
  defaultModerationSettings,
  type FilterKey,
  filterKeys,
  filterLabels,
  type ModerationSettings,
  recommendedFilters,
  withRecommendedFilters,
} from '../../../core/moderation/moderation-settings';
import { SaveBar } from '../../components/overlay-settings/SaveBar';
import { Panel } from '../../components/Panel';
import { SettingGroup } from '../../components/SettingFields';
import { type SaveOutcome, useEditState } from '../../components/use-edit-state';
import { FilterCard } from './FilterCard';
import { FilterOptions } from './FilterOptions';
import { LadderEditor } from './LadderEditor';
import { ModerationReplay } from './ModerationReplay';
import { ModerationTester } from './ModerationTester';
import { saveModerationSettings } from './moderation-api';
import { SwitchField } from './moderation-fields';

/** The form's input a refused field (the server's dotted path) is found by: lists by the list's name. */
function formFieldOf(field: string | undefined): string | undefined {
  if (!field) return undefined;
  const list = /^(filters\.\w+\.(?:entries|allow|block))(\.|$)/.exec(field);
  if (list) return list[1];
  const step = /^(ladder\.\d+)(\.|$)/.exec(field);
  return step ? step[1] : field;
}

async function save(settings: ModerationSettings): Promise<SaveOutcome<ModerationSettings>> {
  // Rows for an entry's own action left without an entry mean nothing; they are not stored.
  const words = settings.filters.words;
  const cleaned: ModerationSettings = {
    ...settings,
    filters: {
      ...settings.filters,
      words: { ...words, entryPunishments: words.entryPunishments.filter((p) => p.entry.trim() !== '') },
    },
  };
  const outcome = await saveModerationSettings(cleaned);
  if (outcome.ok) return { ok: true };
  const field = formFieldOf(outcome.field);
  return { ok: false, reason: outcome.reason, ...(field ? { field } : {}) };
}

/**
 * Reset: every filter, the ladder and shared chat back to the defaults (unsaved until Save). The lists
 * the streamer wrote (words, allowed and blocked sites) are their content, not settings: they stay.
 */
function defaultsKeepingLists(settings: ModerationSettings): ModerationSettings {
  const { links, words } = defaultModerationSettings.filters;
  const mine = settings.filters;
  return {
    ...defaultModerationSettings,
    filters: {
      ...defaultModerationSettings.filters,
      links: { ...links, allow: mine.links.allow, block: mine.links.block },
      words: { ...words, entries: mine.words.entries, entryPunishments: mine.words.entryPunishments },
    },
  };
}

const recommendedNames = recommendedFilters.map((key) => filterLabels[key]).join(', ');

export function ModerationEditor({ initial }: { initial: ModerationSettings }) {
  const edit = useEditState(initial);
  const settings = edit.value;
  const [recommendedNote, setRecommendedNote] = useState('');
  const isRecommendedOn = recommendedFilters.every((key) => settings.filters[key].enabled);

  const changeFilter = <K extends FilterKey>(key: K, patch: Partial<ModerationSettings['filters'][K]>) =>
    edit.change({ filters: { ...settings.filters, [key]: { ...settings.filters[key], ...patch } } });

  const turnOnRecommended = async () => {
    // One click: the set is turned on and saved (with any other edit on the page, as the page shows it).
    const next = withRecommendedFilters(settings);
    edit.change(next);
    setRecommendedNote('');
    const isSaved = await edit.save(save, next);
    setRecommendedNote(isSaved ? 'The recommended filters are on and saved.' : '');
  };

  return (
    <>
      <form
        className="form moderation-form"
        aria-label="Moderation settings"
        onSubmit={edit.submit(save, () => setRecommendedNote(''))}
      >
        <div className="panel recommended">
          <h2>Start with the recommended set</h2>
          <p>
            Turns on {recommendedNames} with their usual settings, and saves. Your word list stays as it is;
            add words to it below.
          </p>
          <div className="row-actions start">
            <button
              type="button"
              className="button primary"
              disabled={edit.saving}
              onClick={() => void turnOnRecommended()}
            >
              Turn on the recommended set
            </button>
            {recommendedNote ? (
              <span className="save-status success" role="status">
                {recommendedNote}
              </span>
            ) : (
              isRecommendedOn && <span className="hint">The recommended filters are all on.</span>
            )}
          </div>
        </div>

        <div className="filter-cards">
          {filterKeys.map((key) => (
            <FilterCard
              key={key}
              filter={key}
              settings={settings.filters[key]}
              change={(patch) => changeFilter(key, patch as never)}
            >
              <FilterOptions
                filter={key}
                settings={settings.filters[key] as never}
                change={(patch) => changeFilter(key, patch as never)}
              />
            </FilterCard>
          ))}
        </div>

        <div className="moderation-shared">
          <LadderEditor ladder={settings.ladder} onChange={(ladder) => edit.change({ ladder })} />
          <SettingGroup title="Shared chat">
            <SwitchField
              label="Act on messages from other channels in a shared chat"
              checked={settings.sharedChat}
              onChange={(sharedChat) => edit.change({ sharedChat })}
            />
            <p className="hint">
              Off: during a shared chat session, only messages sent in your own channel are checked.
            </p>
          </SettingGroup>
        </div>

        <SaveBar
          edited={edit.edited}
          saved={edit.saved}
          error={edit.error}
          saving={edit.saving}
          onReset={() => edit.reset(defaultsKeepingLists(settings))}
        />
      </form>

      <Panel title="Try a message">
        <ModerationTester settings={settings} isEdited={edit.edited} />
      </Panel>
      <Panel title="Replay the last hour">
        <ModerationReplay settings={settings} isEdited={edit.edited} />
      </Panel>
    </>
  );
}

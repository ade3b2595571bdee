// The word list: one entry a line (paste a whole list at once), its syntax in short, import from and
// export to a .txt file, the lookalike switches, and entries with an action of their own.
import { useId, useRef, useState } from 'react';
import {
  type FilterSettings,
  maxEntryLength,
  maxExpressions,
  maxWordEntries,
} from '../../../core/moderation/moderation-settings';
import { LinesField, linesOf, PunishmentField, SwitchField } from './moderation-fields';

type Words = FilterSettings<'words'>;

const isExpression = (entry: string) => entry.startsWith('~/');

/** The first rule the list breaks, in plain words (the server checks each expression too). */
export function wordListProblem(entries: string[]): string {
  if (entries.length > maxWordEntries)
    return `The list holds at most ${maxWordEntries.toLocaleString('en-US')} entries; it has ${entries.length.toLocaleString('en-US')}.`;
  const long = entries.findIndex((entry) => entry.length > maxEntryLength);
  if (long >= 0) return `Entry ${long + 1} is longer than ${maxEntryLength} characters.`;
  const expressions = entries.filter(isExpression).length;
  if (expressions > maxExpressions)
    return `The list holds at most ${maxExpressions} expressions (~/…/); it has ${expressions}.`;
  return '';
}

/** `entries` with `added` after them, each entry once. */
function merged(entries: string[], added: string[]): string[] {
  return [...new Set([...entries, ...added])];
}

function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function WordListEditor({
  settings,
  change,
}: {
  settings: Words;
  change: (patch: Partial<Words>) => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [imported, setImported] = useState('');
  const expressions = settings.entries.filter(isExpression).length;

  const importFile = async (file: File) => {
    const added = linesOf(await file.text());
    const next = merged(settings.entries, added);
    change({ entries: next });
    setImported(
      `Added ${(next.length - settings.entries.length).toLocaleString('en-US')} new entries from ${file.name}.`,
    );
  };

  const punished = settings.entryPunishments;
  const setPunished = (entryPunishments: Words['entryPunishments']) => change({ entryPunishments });
  const missing = punished.findIndex(
    (p) => p.entry.trim() !== '' && !settings.entries.includes(p.entry.trim()),
  );

  return (
    <div className="word-list-editor">
      <LinesField
        label="Words and phrases"
        name="filters.words.entries"
        rows={8}
        placeholder={'badword\nfree v*bucks\nfollow for follow\n~/b+a+d+/i'}
        value={settings.entries}
        onChange={(entries) => change({ entries })}
        check={wordListProblem}
        hint={`One entry a line; paste a whole list at once. Up to ${maxWordEntries.toLocaleString('en-US')} entries (${expressions} of ${maxExpressions} expressions used).`}
      />
      <details className="syntax-help">
        <summary>How to write entries</summary>
        <dl>
          <dt>
            <code>word</code>
          </dt>
          <dd>
            The whole word: <code>bad</code> does not catch <code>badger</code>.
          </dd>
          <dt>
            <code>wor*d</code>
          </dt>
          <dd>
            <code>*</code> stands for any letters: <code>bad*</code> catches <code>badly</code>.
          </dd>
          <dt>
            <code>a phrase</code>
          </dt>
          <dd>Words in this order.</dd>
          <dt>
            <code>~/pattern/flags</code>
          </dt>
          <dd>
            A regular expression, e.g. <code>~/fr+ee/i</code>. No back-references or look-arounds.
          </dd>
        </dl>
        <p className="hint">
          Entries match the message with lookalike letters folded: Cyrillic <code>а</code> and full-width{' '}
          <code>ＡＢ</code> read as Latin letters.
        </p>
      </details>
      <div className="row-actions start word-list-files">
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept=".txt,text/plain"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void importFile(file);
            event.target.value = '';
          }}
        />
        <button type="button" className="button subtle" onClick={() => fileInput.current?.click()}>
          Import a .txt file
        </button>
        <button
          type="button"
          className="button subtle"
          disabled={settings.entries.length === 0}
          onClick={() => downloadText('blocked-words.txt', `${settings.entries.join('\n')}\n`)}
        >
          Export as .txt
        </button>
        {imported && (
          <span className="save-status" role="status">
            {imported}
          </span>
        )}
      </div>
      <SwitchField
        label="Leetspeak"
        hint="(b4d, $pam and 5pam match bad and spam)"
        checked={settings.leetspeak}
        onChange={(leetspeak) => change({ leetspeak })}
      />
      <SwitchField
        label="Spaced letters"
        hint="(b a d matches bad)"
        checked={settings.spacedLetters}
        onChange={(spacedLetters) => change({ spacedLetters })}
      />
      <fieldset className="field entry-punishments">
        <legend>Entries with their own action</legend>
        <span className="hint">
          Instead of the ladder: a slur straight to a ban. Write the entry as on the list.
        </span>
        {punished.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are known by their place
          <div key={index} className="entry-punishment">
            <div className="field setting">
              <label htmlFor={`${id}-entry-${index}`}>Entry</label>
              <input
                id={`${id}-entry-${index}`}
                value={item.entry}
                list={`${id}-entries`}
                onChange={(event) =>
                  setPunished(punished.map((p, i) => (i === index ? { ...p, entry: event.target.value } : p)))
                }
              />
            </div>
            <PunishmentField
              label="Action"
              value={item.punishment}
              onChange={(punishment) =>
                setPunished(punished.map((p, i) => (i === index ? { ...p, punishment } : p)))
              }
            />
            <button
              type="button"
              className="button subtle"
              aria-label={`Remove the action of entry ${item.entry || index + 1}`}
              onClick={() => setPunished(punished.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
        ))}
        <datalist id={`${id}-entries`}>
          {settings.entries.slice(0, 500).map((entry) => (
            <option key={entry} value={entry} />
          ))}
        </datalist>
        {missing >= 0 && (
          <span className="field-message">
            “{punished[missing]?.entry}” is not on the list above, so its action never applies.
          </span>
        )}
        <div>
          <button
            type="button"
            className="button subtle"
            disabled={punished.length >= maxWordEntries}
            onClick={() => setPunished([...punished, { entry: '', punishment: { action: 'ban' } }])}
          >
            Give an entry its own action
          </button>
        </div>
      </fieldset>
    </div>
  );
}

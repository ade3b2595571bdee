// One row of the preview: what the other bot had, what this bot will keep, and what did not translate.
import { useId } from 'react';
import { type ImportItem, type OnExisting, onExistingChoices } from '../../../core/import/import-plan';
import { choiceLabels } from './import-words';

/** How core/import marks a row that creates nothing (a name or text the product refuses, a filter it lacks). */
const notImportablePrefix = 'not importable: ';

export const isImportable = (item: ImportItem) =>
  !item.untranslated.some((note) => note.startsWith(notImportablePrefix));

/** Notes other than "not importable": what was kept as written or changed on the way. */
export const hasNotes = (item: ImportItem) =>
  item.untranslated.some((note) => !note.startsWith(notImportablePrefix));

function itemName(item: ImportItem): string {
  if (item.kind === 'command') return `!${item.name}`;
  if (item.kind === 'quote') return `#${item.name}`;
  return item.name;
}

export function ItemRow({
  item,
  sourceLabel,
  choice,
  onChoose,
}: {
  item: ImportItem;
  sourceLabel: string;
  choice?: OnExisting;
  /** Given for an existing item the streamer may decide on by itself; undefined follows the choice for all. */
  onChoose?: (choice: OnExisting | undefined) => void;
}) {
  const id = useId();
  const canImport = isImportable(item);
  const isTranslated = !hasNotes(item);
  // Commands always show both sides (their keywords are what changes); others when they differ.
  const showsBoth = item.kind === 'command' || item.original !== item.translated;
  return (
    <li className={`import-item ${canImport ? (isTranslated ? '' : 'has-untranslated') : 'not-importable'}`}>
      <div className="import-item-head">
        <strong className="import-item-name">{itemName(item)}</strong>
        {!canImport ? (
          <span className="tag import-tag not-importable">Cannot be imported</span>
        ) : item.exists ? (
          <span className="tag import-tag exists">Already in your channel</span>
        ) : (
          <span className="tag import-tag new">New</span>
        )}
        {!isTranslated && <span className="tag import-tag untranslated">Not fully translated</span>}
        {item.exists && onChoose && (
          <span className="import-item-choice">
            <label htmlFor={`${id}-choice`}>For this one</label>
            <select
              id={`${id}-choice`}
              value={choice ?? ''}
              onChange={(event) => onChoose((event.target.value || undefined) as OnExisting | undefined)}
            >
              <option value="">As for all</option>
              {onExistingChoices.map((value) => (
                <option key={value} value={value}>
                  {choiceLabels[value].label}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      {showsBoth ? (
        <dl className="import-texts">
          <div>
            <dt>{sourceLabel}</dt>
            <dd>
              <pre className="import-text">{item.original}</pre>
            </dd>
          </div>
          <div>
            <dt>Here</dt>
            <dd>
              <pre className="import-text">{item.translated}</pre>
            </dd>
          </div>
        </dl>
      ) : (
        <pre className="import-text">{item.translated}</pre>
      )}
      {item.untranslated.length > 0 && (
        <ul className="import-untranslated" aria-label="Not translated">
          {item.untranslated.map((reason) => (
            <li key={reason} className={reason.startsWith(notImportablePrefix) ? 'error' : ''}>
              {reason}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

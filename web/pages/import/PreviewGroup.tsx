// One kind of the preview (commands, timers, …): folded with its counts, so a preview of 10,000 quotes
// draws nothing until opened, and then a page of rows at a time, narrowed to what needs a look.
import { useId, useState } from 'react';
import type { ImportItem, ImportKind, OnExisting } from '../../../core/import/import-plan';
import { hasNotes, ItemRow, isImportable } from './ItemRow';
import { kindLabels } from './import-words';

const pageSize = 50;

type Show = 'all' | 'new' | 'exists' | 'untranslated' | 'refused';

const shows: { value: Show; label: string; keeps: (item: ImportItem) => boolean }[] = [
  { value: 'all', label: 'All', keeps: () => true },
  { value: 'new', label: 'New', keeps: (item) => !item.exists && isImportable(item) },
  { value: 'exists', label: 'Already there', keeps: (item) => item.exists },
  { value: 'untranslated', label: 'Not fully translated', keeps: hasNotes },
  { value: 'refused', label: 'Cannot be imported', keeps: (item) => !isImportable(item) },
];

export function PreviewGroup({
  kind,
  items,
  sourceLabel,
  choiceFor,
  onChoose,
}: {
  kind: ImportKind;
  items: ImportItem[];
  sourceLabel: string;
  /** An existing command's own choice, if the streamer made one (else the choice for all holds). */
  choiceFor?: (name: string) => OnExisting | undefined;
  onChoose?: (name: string, choice: OnExisting | undefined) => void;
}) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [show, setShow] = useState<Show>('all');
  const [shown, setShown] = useState(pageSize);
  const label = kindLabels[kind];
  const counts = Object.fromEntries(shows.map((s) => [s.value, items.filter(s.keeps).length])) as Record<
    Show,
    number
  >;
  const keeps = shows.find((s) => s.value === show)?.keeps ?? (() => true);
  // Each row keeps its place in the preview as its key: names may repeat (two timers of one name).
  const visible = isOpen ? items.flatMap((item, place) => (keeps(item) ? [{ item, place }] : [])) : [];

  return (
    <details
      className="import-group"
      onToggle={(event) => setIsOpen((event.target as HTMLDetailsElement).open)}
      aria-labelledby={`${id}-title`}
    >
      <summary>
        <h3 id={`${id}-title`}>
          {label.group} <span className="import-count">{items.length.toLocaleString('en-US')}</span>
        </h3>
        <span className="import-group-counts">
          {counts.new.toLocaleString('en-US')} new
          {counts.exists > 0 && ` · ${counts.exists.toLocaleString('en-US')} already in your channel`}
          {counts.untranslated > 0 && (
            <span className="import-warning">
              {' '}
              · {counts.untranslated.toLocaleString('en-US')} not fully translated
            </span>
          )}
          {counts.refused > 0 && (
            <span className="error"> · {counts.refused.toLocaleString('en-US')} cannot be imported</span>
          )}
        </span>
      </summary>
      {isOpen && (
        <div className="import-group-body">
          {counts.new < items.length && (
            <fieldset className="field">
              <legend>Show</legend>
              <div className="segmented import-show">
                {shows
                  .filter((s) => counts[s.value] > 0)
                  .map((s) => (
                    <label key={s.value}>
                      <input
                        type="radio"
                        name={`${id}-show`}
                        checked={show === s.value}
                        onChange={() => {
                          setShow(s.value);
                          setShown(pageSize);
                        }}
                      />
                      <span>
                        {s.label} ({counts[s.value].toLocaleString('en-US')})
                      </span>
                    </label>
                  ))}
              </div>
            </fieldset>
          )}
          <ul className="import-items" aria-label={label.group}>
            {visible.slice(0, shown).map(({ item, place }) => (
              <ItemRow
                key={place}
                item={item}
                sourceLabel={sourceLabel}
                choice={choiceFor?.(item.name)}
                onChoose={onChoose && ((choice) => onChoose(item.name, choice))}
              />
            ))}
          </ul>
          {visible.length > shown && (
            <div className="row-actions start">
              <button type="button" className="button subtle" onClick={() => setShown((n) => n + pageSize)}>
                Show {Math.min(pageSize, visible.length - shown)} more
              </button>
              <span className="hint">
                {shown.toLocaleString('en-US')} of {visible.length.toLocaleString('en-US')} shown
              </span>
            </div>
          )}
        </div>
      )}
    </details>
  );
}

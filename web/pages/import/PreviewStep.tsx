// Step 2: everything the import would do, grouped by kind, and what to do with what exists already.
import { useId, useMemo, useState } from 'react';
import {
  type ImportKind,
  importKinds,
  type OnExisting,
  onExistingChoices,
} from '../../../core/import/import-plan';
import { confirmFirst } from '../../components/ConfirmedAction';
import { hasNotes, isImportable } from './ItemRow';
import { applyImport, type ImportPreview, type ImportResult } from './import-api';
import { type ImportRequest, sourceDetails } from './import-request';
import { choiceLabels, count, kindLabels } from './import-words';
import { PreviewGroup } from './PreviewGroup';
import { StepSection } from './StepSection';

export function PreviewStep({
  request,
  preview,
  onBack,
  onApplied,
}: {
  request: ImportRequest;
  preview: ImportPreview;
  onBack: () => void;
  /** With a command the import holds, for the streamer to try first. */
  onApplied: (result: ImportResult, tryCommand: string | undefined) => void;
}) {
  const id = useId();
  const { label: sourceLabel, labels: sourceLabels } = sourceDetails[request.source];
  const [onExisting, setOnExisting] = useState<OnExisting>('skip');
  const [choices, setChoices] = useState<Record<string, OnExisting>>({});
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  const groups = useMemo(() => {
    const byKind = new Map<ImportKind, ImportPreview['items']>();
    for (const item of preview.items) {
      const items = byKind.get(item.kind);
      if (items) items.push(item);
      else byKind.set(item.kind, [item]);
    }
    return importKinds.flatMap((kind) => {
      const items = byKind.get(kind);
      return items ? [{ kind, items }] : [];
    });
  }, [preview.items]);

  const existingCommands = preview.items.filter((item) => item.kind === 'command' && item.exists);
  const newCount = preview.items.filter((item) => !item.exists && isImportable(item)).length;
  const existsCount = preview.items.filter((item) => item.exists).length;
  const notesCount = preview.items.filter(hasNotes).length;
  const refusedCount = preview.items.filter((item) => !isImportable(item)).length;
  const overwrites = existingCommands.filter(
    (item) => (choices[item.name] ?? onExisting) === 'overwrite',
  ).length;

  async function apply() {
    if (
      overwrites > 0 &&
      !confirmFirst(
        `Overwrite ${count(overwrites, 'command', 'commands')} you have already with ${sourceLabels}? Their replies and settings are replaced; this cannot be undone.`,
      )
    )
      return;
    setIsBusy(true);
    setError('');
    const answer = await applyImport(request, onExisting, choices);
    setIsBusy(false);
    if (!answer.ok) return setError(answer.reason);
    const commands = preview.items.filter((item) => item.kind === 'command');
    const tryCommand = commands.find((item) => item.untranslated.length === 0) ?? commands.find(isImportable);
    onApplied(answer, tryCommand?.name);
  }

  return (
    <StepSection title="2. Check the preview">
      {preview.items.length === 0 ? (
        <p>
          There is nothing to import: {sourceLabel} answered with no commands, timers, quotes, regulars or
          filters.
        </p>
      ) : (
        <>
          <p className="import-summary">
            {sourceLabel} has{' '}
            {groups.map(({ kind, items }, index) => (
              <span key={kind}>
                {index > 0 && (index === groups.length - 1 ? ' and ' : ', ')}
                {count(items.length, kindLabels[kind].one, kindLabels[kind].many)}
              </span>
            ))}
            . {count(newCount, 'is new', 'are new')}
            {existsCount > 0 && `, ${count(existsCount, 'is', 'are')} in your channel already`}.
          </p>
          {(notesCount > 0 || refusedCount > 0) && (
            <p className="import-summary">
              {notesCount > 0 && (
                <span className="import-warning">
                  {count(notesCount, 'item has', 'items have')} parts this bot cannot translate (kept as
                  written) or changed on the way, each marked below with the reason.{' '}
                </span>
              )}
              {refusedCount > 0 && (
                <span className="error">
                  {count(refusedCount, 'item', 'items')} cannot be imported: see why below.
                </span>
              )}
            </p>
          )}
          {preview.fits.length > 0 && (
            <div className="notice import-limits" role="note">
              <strong>Not everything fits your channel's limits:</strong>
              <ul>
                {preview.fits.map((sentence) => (
                  <li key={sentence}>{sentence}.</li>
                ))}
              </ul>
              The import adds what fits, in the order listed, and leaves out the rest.
            </div>
          )}
          <div className="import-groups">
            {groups.map(({ kind, items }) => (
              <PreviewGroup
                key={kind}
                kind={kind}
                items={items}
                sourceLabel={sourceLabel}
                {...(kind === 'command' && {
                  choiceFor: (name: string) => choices[name],
                  onChoose: (name: string, choice: OnExisting | undefined) =>
                    setChoices(({ [name]: _, ...others }) =>
                      choice ? { ...others, [name]: choice } : others,
                    ),
                })}
              />
            ))}
          </div>
        </>
      )}
      {existingCommands.length > 0 && (
        <fieldset className="field import-on-existing">
          <legend>
            {count(existingCommands.length, 'command has a name', 'commands have names')} you use already
          </legend>
          <div className="segmented">
            {onExistingChoices.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${id}-on-existing`}
                  checked={onExisting === value}
                  onChange={() => setOnExisting(value)}
                />
                <span>{choiceLabels[value].label}</span>
              </label>
            ))}
          </div>
          <span className="hint">
            {choiceLabels[onExisting].label}: {choiceLabels[onExisting].hint}. A command with the same name
            and reply is left as it is. Open Commands above to decide for single ones.
          </span>
        </fieldset>
      )}
      <div className="row-actions start import-actions">
        <button type="button" className="button" onClick={onBack} disabled={isBusy}>
          Back
        </button>
        {preview.items.length > 0 && (
          <button type="button" className="button primary" onClick={() => void apply()} disabled={isBusy}>
            {isBusy ? 'Importing…' : 'Import'}
          </button>
        )}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </StepSection>
  );
}

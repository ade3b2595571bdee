import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { DoneStep } from './DoneStep';
import { type ImportPreview, type ImportResult, type ImportSources, loadImportSources } from './import-api';
import type { ImportRequest, SourceForm } from './import-request';
import { PreviewStep } from './PreviewStep';
import { SourceStep } from './SourceStep';
import './import.css';

type Step =
  | { name: 'source' }
  | { name: 'preview'; request: ImportRequest; preview: ImportPreview }
  | { name: 'done'; request: ImportRequest; result: ImportResult; tryCommand: string | undefined };

const stepNames = [
  ['source', 'Source'],
  ['preview', 'Preview'],
  ['done', 'Done'],
] as const;

/** Chatbot Features → Import: another bot's setup in three steps (source, preview, done). */
export function ImportPage() {
  const [sources, setSources] = useState<ImportSources | null>(null);
  const [loadError, setLoadError] = useState('');
  const [form, setForm] = useState<SourceForm>({
    source: 'nightbot',
    origin: 'account',
    credential: '',
    bodies: { nightbot: {}, streamelements: {} },
  });
  const [step, setStep] = useState<Step>({ name: 'source' });
  const main = useRef<HTMLDivElement>(null);

  const loadSources = useCallback(async () => {
    const answer = await loadImportSources();
    setLoadError(answer.ok ? '' : answer.reason);
    if (answer.ok) setSources(answer);
  }, []);

  useEffect(() => {
    void loadSources();
  }, [loadSources]);

  // A step's heading takes focus when the step opens, so a screen reader reads where the streamer is.
  const shownStep = useRef(step.name);
  useEffect(() => {
    if (shownStep.current === step.name) return;
    shownStep.current = step.name;
    main.current?.querySelector<HTMLElement>('.import-step h2')?.focus();
  }, [step.name]);

  // Pasted JSON or a token is lost on leaving the page: ask first, until the import is done.
  const hasTyped =
    form.credential.trim() !== '' ||
    Object.values(form.bodies).some((texts) => Object.values(texts).some((text) => text.trim()));
  useUnsavedChanges(hasTyped && step.name !== 'done');

  return (
    <article className="page import-page">
      <h1>Import</h1>
      <p className="lead">
        Bring your commands, timers, quotes, regulars and spam filters over from Nightbot or StreamElements.
        Nothing is written until you have seen the preview and pressed Import.
      </p>
      <ol className="import-progress" aria-label="Import steps">
        {stepNames.map(([name, label], index) => (
          <li key={name} aria-current={step.name === name ? 'step' : undefined}>
            <span className="import-progress-number">{index + 1}</span> {label}
          </li>
        ))}
      </ol>
      <div ref={main}>
        {step.name === 'source' && (
          <SourceStep
            sources={sources}
            loadError={loadError}
            form={form}
            onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
            onSourcesChanged={() => void loadSources()}
            onPreview={(request, preview) => setStep({ name: 'preview', request, preview })}
          />
        )}
        {step.name === 'preview' && (
          <PreviewStep
            request={step.request}
            preview={step.preview}
            onBack={() => setStep({ name: 'source' })}
            onApplied={(result, tryCommand) =>
              setStep({ name: 'done', request: step.request, result, tryCommand })
            }
          />
        )}
        {step.name === 'done' && (
          <DoneStep
            source={step.request.source}
            result={step.result}
            tryCommand={step.tryCommand}
            onAgain={() => {
              setForm((current) => ({
                ...current,
                credential: '',
                bodies: { nightbot: {}, streamelements: {} },
              }));
              setStep({ name: 'source' });
            }}
          />
        )}
      </div>
    </article>
  );
}

// The JSON a streamer fetched from the other bot's API: one field per call, pasted or uploaded.
import { useId, useRef, useState } from 'react';
import type { ImportSource } from '../../../core/import/import-plan';
import { sourceEndpoints } from '../../../core/import/source-answers';

/** Past this size a pasted or uploaded answer is summed up rather than drawn in its text box. */
const largeBodyChars = 50_000;

const sizeInWords = (chars: number) =>
  chars < 1024 * 1024
    ? `${Math.round(chars / 1024).toLocaleString('en-US')} KB`
    : `${(chars / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

export function ApiBodies({
  source,
  values,
  refusedKey,
  onChange,
}: {
  source: ImportSource;
  values: Record<string, string>;
  /** The answer the last check refused, marked as such. */
  refusedKey: string | undefined;
  onChange: (key: string, text: string) => void;
}) {
  const calls: Record<string, string> = sourceEndpoints[source];
  return (
    <div className="form api-bodies">
      <p className="hint">
        Paste each answer exactly as the API gave it, or upload the file you saved it in. Leave out what you
        do not want to import.
      </p>
      {Object.entries(calls).map(([key, call]) => (
        <ApiBodyField
          key={key}
          name={key}
          call={call}
          text={values[key] ?? ''}
          isRefused={refusedKey === key}
          onChange={(text) => onChange(key, text)}
        />
      ))}
    </div>
  );
}

function ApiBodyField({
  name,
  call,
  text,
  isRefused,
  onChange,
}: {
  name: string;
  /** The API call whose answer goes here, in words ("Nightbot's GET /1/commands"). */
  call: string;
  text: string;
  isRefused: boolean;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState('');
  const isLarge = text.length > largeBodyChars;

  async function readFile(file: File) {
    setUploadError('');
    try {
      onChange(await file.text());
    } catch {
      setUploadError(`Could not read ${file.name}. Try again, or paste its text.`);
    }
  }

  return (
    <div className="field api-body">
      <label htmlFor={id}>{name}</label>
      <span className="hint" id={`${id}-hint`}>
        The answer of {call}
      </span>
      {isLarge ? (
        <output
          className="api-body-large"
          id={id}
          name={name}
          tabIndex={-1}
          aria-invalid={isRefused || undefined}
        >
          {sizeInWords(text.length)} of JSON ready.
        </output>
      ) : (
        <textarea
          id={id}
          name={name}
          rows={3}
          spellCheck={false}
          autoComplete="off"
          className="mono"
          placeholder="{ … }"
          aria-describedby={`${id}-hint`}
          aria-invalid={isRefused || undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <div className="row-actions start">
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json,text/plain"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void readFile(file);
            event.target.value = '';
          }}
        />
        <button type="button" className="button subtle" onClick={() => fileInput.current?.click()}>
          Upload {name} file
        </button>
        {text && (
          <button type="button" className="button subtle" onClick={() => onChange('')}>
            Clear {name}
          </button>
        )}
      </div>
      {uploadError && (
        <p className="error" role="alert">
          {uploadError}
        </p>
      )}
    </div>
  );
}

// The one edit/save mechanism of every settings form: edited and saved flags, and the failure
// reason of the last save, which the user always sees.
import { type FormEvent, useCallback, useState } from 'react';
import { focusField } from './field-check';
import { useUnsavedChanges } from './unsaved-changes';

/** A refusal may name the field it is about (the server's dotted path), which the form then focuses. */
export type SaveOutcome<T> = { ok: true; next?: Partial<T> } | { ok: false; reason: string; field?: string };

export function useEditState<T extends object>(initial: T) {
  const [value, setValue] = useState(initial);
  const [edited, setEdited] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  // Unsaved edits hold back leaving the page (the one guard: unsaved-changes.tsx).
  useUnsavedChanges(edited);

  const change = useCallback((patch: Partial<T>) => {
    setValue((current) => ({ ...current, ...patch }));
    setEdited(true);
    setSaved(false);
    setError('');
  }, []);

  const save = useCallback(
    async (run: (value: T) => Promise<SaveOutcome<T>>, current: T, form?: HTMLFormElement) => {
      setSaving(true);
      setError('');
      try {
        const outcome = await run(current);
        if (!outcome.ok) {
          setError(outcome.reason);
          if (form && outcome.field) focusField(form, outcome.field);
          return false;
        }
        if (outcome.next) setValue((v) => ({ ...v, ...outcome.next }));
        setEdited(false);
        setSaved(true);
        return true;
      } catch {
        setError('Could not reach the server. Check your connection and try again.');
        return false;
      } finally {
        setSaving(false);
      }
    },
    [],
  );

  /** A form's onSubmit: saves the value being edited with `run`; `onSaved` follows a successful save. */
  const submit = (run: (value: T) => Promise<SaveOutcome<T>>, onSaved?: () => void) => (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLFormElement ? event.currentTarget : undefined;
    void save(run, value, form).then((ok) => {
      if (ok) onSaved?.();
    });
  };

  const reset = useCallback((defaults: T) => {
    setValue(defaults);
    setEdited(true);
    setSaved(false);
    setError('');
  }, []);

  /** Drops the edits: back to `original`, nothing unsaved (an editor's Cancel). */
  const discard = useCallback((original: T) => {
    setValue(original);
    setEdited(false);
    setError('');
  }, []);

  return { value, edited, saved, saving, error, change, save, submit, reset, discard, setError };
}

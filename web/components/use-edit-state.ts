// The one edit/save mechanism of every settings form: edited and saved flags, and the failure
// reason of the last save, which the user always sees.
import { useCallback, useState } from 'react';

export type SaveOutcome<T> = { ok: true; next?: Partial<T> } | { ok: false; reason: string };

export function useEditState<T extends object>(initial: T) {
  const [value, setValue] = useState(initial);
  const [edited, setEdited] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const change = useCallback((patch: Partial<T>) => {
    setValue((current) => ({ ...current, ...patch }));
    setEdited(true);
    setSaved(false);
    setError('');
  }, []);

  const save = useCallback(async (run: (value: T) => Promise<SaveOutcome<T>>, current: T) => {
    setSaving(true);
    setError('');
    try {
      const outcome = await run(current);
      if (!outcome.ok) {
        setError(outcome.reason);
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
  }, []);

  const reset = useCallback((defaults: T) => {
    setValue(defaults);
    setEdited(true);
    setSaved(false);
    setError('');
  }, []);

  return { value, edited, saved, saving, error, change, save, reset, setError };
}

// The one unsaved-changes guard of the dashboard: every edit form (useEditState) reports whether it
// holds unsaved edits; while any does, leaving the page (Back, a menu link, a reload, closing the
// tab) asks first, with the dashboard's one confirmation.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from 'react';
import { useBlocker } from 'react-router';
import { confirmFirst } from './ConfirmedAction';

export const leaveQuestion = 'You have unsaved changes on this page. Leave it and lose them?';

type Registry = (id: string, dirty: boolean) => void;
const UnsavedChangesContext = createContext<Registry | null>(null);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const register = useCallback<Registry>((id, isDirty) => {
    setDirty((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const hasUnsaved = dirty.size > 0;

  // In-app navigation: Back, Forward, a menu link. Staying on the same page (a query change) is fine.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (confirmFirst(leaveQuestion)) {
      setDirty(new Set());
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);

  // A reload or closing the tab: the browser asks with its own words.
  useEffect(() => {
    if (!hasUnsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsaved]);

  return <UnsavedChangesContext.Provider value={register}>{children}</UnsavedChangesContext.Provider>;
}

/** Marks this form as holding unsaved edits while `dirty`; forgotten when the form goes away. */
export function useUnsavedChanges(dirty: boolean) {
  const register = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    register?.(id, dirty);
  }, [register, id, dirty]);
  useEffect(() => () => register?.(id, false), [register, id]);
}

// The public page's settings as the dashboard shows them (the Chat Commands page's panel and the first-time
// notice): loaded once, each change shown at once and put back, with the reason, if the save fails.
import { useEffect, useState } from 'react';
import type {
  PublicPageSettingChange,
  PublicPageSettings,
} from '../../../core/public-page/public-page-setting';
import { api, failureReason } from '../../api';

export type PublicPage = PublicPageSettings & { url: string };

const applied = (page: PublicPage, change: PublicPageSettingChange): PublicPage => ({
  ...page,
  ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
  ...(change.showsVariableNames === undefined ? {} : { showsVariableNames: change.showsVariableNames }),
  ...(change.noticeDismissed ? { isNoticeDismissed: true } : {}),
});

export function usePublicPage() {
  const [page, setPage] = useState<PublicPage | null>(null);
  const [error, setError] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    // A stale load (React runs effects twice in development) must not replace a switch already flipped.
    let isCurrent = true;
    api.publicPage
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const { status: _, ...loaded } = await response.json();
        if (isCurrent) setPage(loaded);
      })
      .catch((failure: Error) => isCurrent && setError(failure.message || 'Could not load the public page.'));
    return () => {
      isCurrent = false;
    };
  }, []);

  /** Saves one change; `what` names it in the message if it fails ("Turning the page off"). */
  async function save(change: PublicPageSettingChange, what: string) {
    if (!page || isSaving) return;
    setIsSaving(true);
    setError('');
    setPage(applied(page, change));
    try {
      const response = await api.publicPage.$post({ json: change });
      if (!response.ok) throw new Error(await failureReason(response));
    } catch (failure) {
      setPage(page);
      setError(`${what} failed: ${(failure as Error).message}`);
    } finally {
      setIsSaving(false);
    }
  }

  return { page, error, isSaving, save };
}

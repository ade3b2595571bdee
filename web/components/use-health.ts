// The streamer notice's data (issue 16): GET /api/health, asked again on every page change and
// whenever the dashboard says something changed (healthChanged), so a fixed problem goes.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Problem } from '../../core/health/problem';
import { api } from '../api';

export type { Problem };

const healthEvent = 'streambot:health-changed';

/** Pages call this after a change that may fix or cause a problem (joining, leaving…). */
export const healthChanged = () => window.dispatchEvent(new Event(healthEvent));

/** The problems, or null until the first answer. */
export function useHealth(): Problem[] | null {
  const { pathname } = useLocation();
  const [problems, setProblems] = useState<Problem[] | null>(null);

  const load = useCallback(async () => {
    try {
      const response = await api.health.$get();
      if (!response.ok) return;
      setProblems((await response.json()).problems);
    } catch {
      // The notice is a helper: a failed check leaves the last answer shown.
    }
  }, []);

  useEffect(() => {
    window.addEventListener(healthEvent, load);
    return () => window.removeEventListener(healthEvent, load);
  }, [load]);

  // Opening a page asks again (and lets the server check the channel's subscriptions).
  useEffect(() => {
    if (pathname) void load();
  }, [load, pathname]);

  return problems;
}

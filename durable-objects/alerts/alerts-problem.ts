// The health banner's word when every open alert overlay stopped beating (OBS freezes hidden or
// stalled browser sources): the queue waits instead of spending alerts on a page that shows nothing.
import type { Problem } from '../../core/health/problem';

export const stoppedProblemKey = 'alerts:stopped';

export const overlayStoppedProblem: Problem = {
  area: 'alerts',
  severity: 'warning',
  message:
    'The alerts overlay stopped responding: refresh the browser source in OBS. Alerts wait until it answers again.',
  action: { kind: 'open', label: 'Open Alerts', href: '/settings/alerts' },
};

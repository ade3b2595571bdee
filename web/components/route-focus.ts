// After a route change, focus moves to the new page's heading, so a screen reader announces the page
// and the next Tab starts from it (not from the link that was followed, or <body>). The first load
// keeps the browser's own focus.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page that loads its code or data may take to show its heading. */
const headingWaitMs = 3000;

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

export function useFocusHeadingOnNavigation(mainId: string) {
  const { pathname } = useLocation();
  // The path focus was last settled for. Compared rather than a first-run flag, because React's
  // development mode runs each effect twice on mount, which a flag took for a navigation (focus then
  // jumped to the heading while the page loaded, away from a menu just opened).
  const settledFor = useRef(pathname);
  useEffect(() => {
    if (settledFor.current === pathname) return;
    settledFor.current = pathname;
    const main = document.getElementById(mainId);
    if (!main || focusHeading(main)) return;
    // A lazily loaded page draws its heading a little later.
    const observer = new MutationObserver(() => focusHeading(main) && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), headingWaitMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}

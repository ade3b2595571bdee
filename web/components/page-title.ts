// Each page's browser tab names the page ("Quotes · StreamBot"), from the menu's names, so several
// dashboard tabs open side by side can be told apart.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../navigation';

export function usePageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}

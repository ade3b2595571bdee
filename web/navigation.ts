// The header's menu groups, as the spec lists them; the overlay areas' links come from their registry.
import { overlayAreas } from '../core/overlay/overlay-areas';

export type MenuLink = { label: string; to: string };
export type MenuGroup = {
  label: string;
  needsLogin: boolean;
  links: MenuLink[];
  /** Pages the settings home lists in this group but the header does not (spec: no progress bar link). */
  homeOnly?: MenuLink[];
};

/** The overlay areas' settings pages the header's menu links (or, with false, leaves to the settings home). */
function overlayLinks(inHeaderMenu: boolean): MenuLink[] {
  return overlayAreas
    .filter((area) => area.dashboard.inHeaderMenu === inHeaderMenu)
    .map((area) => ({ label: area.dashboard.label, to: `/settings/${area.dashboard.path}` }));
}

export const menuGroups: MenuGroup[] = [
  {
    label: 'Platform Settings',
    needsLogin: true,
    links: [
      { label: 'Twitch', to: '/settings/twitch' },
      { label: 'Discord', to: '/settings/discord' },
      { label: 'Editors', to: '/settings/editors' },
      { label: 'Sessions', to: '/settings/sessions' },
    ],
  },
  {
    label: 'Chatbot Features',
    needsLogin: true,
    links: [
      { label: 'Chat Commands', to: '/settings/chat' },
      { label: 'Chat Functions', to: '/settings/commands' },
      { label: 'Quotes', to: '/settings/quotes' },
      { label: 'Moderation', to: '/settings/moderation' },
      { label: 'Events', to: '/settings/triggeredEvents' },
      { label: 'Keywords', to: '/documentation/keywords' },
      { label: 'Simulator', to: '/settings/simulator' },
      { label: 'Import', to: '/settings/import' },
    ],
  },
  {
    label: 'Overlays',
    needsLogin: true,
    links: [...overlayLinks(true), { label: 'Tip Setup', to: '/settings/tips' }],
    homeOnly: overlayLinks(false),
  },
  {
    label: 'More Info',
    needsLogin: false,
    links: [
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact', to: '/contact' },
    ],
  },
];

/** The site's name: the welcome page's tab title, and the end of every named page's. */
const siteName = 'StreamBot';

/** Pages the header's menu does not link, with the name their tab shows. */
const pagesOutsideMenu: MenuLink[] = [{ label: 'Dashboard', to: '/settings' }];

/** Every named page, so a page added to the menu (or the settings home's list) is named in its tab too. */
const namedPages = [
  ...menuGroups.flatMap((group) => [...group.links, ...(group.homeOnly ?? [])]),
  ...pagesOutsideMenu,
];

/**
 * The browser tab's title for the page at `pathname`: "Quotes · StreamBot"; the site's name alone for the
 * welcome page and any address no page is named for. The router matches paths ignoring case and a
 * trailing slash, so this does too.
 */
export function pageTitle(pathname: string): string {
  const path = pathname.replace(/(.)\/+$/, '$1').toLowerCase();
  const page = namedPages.find((link) => link.to.toLowerCase() === path);
  return page ? `${page.label} · ${siteName}` : siteName;
}

/** Where the page a signed-out visitor asked for is kept while they sign in (this tab only). */
const askedPageKey = 'streambot.askedPage';

/** A signed-out visitor asked for `path`: they are sent to the welcome page, and sign-in returns here. */
export function rememberAskedPage(path: string): void {
  sessionStorage.setItem(askedPageKey, path);
}

/** Signed in: the page asked for has been reached (or given up), so a later sign-in starts afresh. */
export function forgetAskedPage(): void {
  sessionStorage.removeItem(askedPageKey);
}

/** The page asked for before signing in, if any. */
export function askedPage(): string | null {
  return sessionStorage.getItem(askedPageKey);
}

/** The sign-in link: back to the page a signed-out visitor asked for, if any (the server checks it). */
export function signInHref(): string {
  const next = askedPage();
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

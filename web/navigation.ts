// The header's menu groups, as the spec lists them. /settings/progressBar is deliberately absent.

export type MenuLink = { label: string; to: string };
export type MenuGroup = {
  label: string;
  needsLogin: boolean;
  links: MenuLink[];
  /** Pages the settings home lists in this group but the header does not (spec: no progress bar link). */
  homeOnly?: MenuLink[];
};

export const menuGroups: MenuGroup[] = [
  {
    label: 'Platform Settings',
    needsLogin: true,
    links: [
      { label: 'Twitch', to: '/settings/twitch' },
      { label: 'Discord', to: '/settings/discord' },
    ],
  },
  {
    label: 'Chatbot Features',
    needsLogin: true,
    links: [
      { label: 'Chat Commands', to: '/settings/chat' },
      { label: 'Chat Functions', to: '/settings/commands' },
      { label: 'Quotes', to: '/settings/quotes' },
      { label: 'Events', to: '/settings/triggeredEvents' },
      { label: 'Keywords', to: '/documentation/keywords' },
      { label: 'Simulator', to: '/settings/simulator' },
    ],
  },
  {
    label: 'Overlays',
    needsLogin: true,
    links: [
      { label: 'Event Carousel', to: '/settings/carousel' },
      { label: 'Clip Reel', to: '/settings/clips' },
      { label: 'Emotes', to: '/settings/emoteMover' },
      { label: 'Tip Setup', to: '/settings/tips' },
    ],
    homeOnly: [{ label: 'Progress Bar', to: '/settings/progressBar' }],
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

/** The sign-in link: back to the page a signed-out visitor was sent away from (`/?next=`), if any. */
export function signInHref(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

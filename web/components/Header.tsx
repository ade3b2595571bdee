import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { menuGroups, signInHref } from '../navigation';
import { useSession } from '../session';
import { ChannelPicker } from './ChannelPicker';

/** Closes every open menu of the header except `keep`. */
function closeMenus(root: HTMLElement | null, keep?: Element) {
  for (const menu of root?.querySelectorAll('details[open]') ?? []) {
    if (menu !== keep) menu.removeAttribute('open');
  }
}

export function Header() {
  const { loggedIn, username, logout } = useSession();
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  // On a phone the menus live in a drawer behind one button, so the header stays one short row.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();

  // Close the menus and the drawer after navigating, so the page is not covered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    closeMenus(headerRef.current);
    setDrawerOpen(false);
  }, [location.pathname]);

  // One menu open at a time; Escape or a click elsewhere closes them (and the drawer).
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const onToggle = (event: Event) => {
      const menu = event.target as HTMLDetailsElement;
      if (menu.open) closeMenus(header, menu);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = header.querySelector('details[open]');
      if (open) {
        closeMenus(header);
        open.querySelector('summary')?.focus();
      } else setDrawerOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!header.contains(target)) {
        closeMenus(header);
        setDrawerOpen(false);
      } else if (!(target instanceof Element && target.closest('details'))) closeMenus(header);
    };
    header.addEventListener('toggle', onToggle, true);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      header.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  const groups = menuGroups.filter((group) => !group.needsLogin || loggedIn);

  return (
    <header className="site-header" ref={headerRef}>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <Link to="/" className="site-title">
        StreamBot
      </Link>
      <button
        type="button"
        className="button subtle drawer-toggle"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        onClick={() => setDrawerOpen((open) => !open)}
      >
        {drawerOpen ? 'Close menu' : 'Menu'}
      </button>
      <div id={drawerId} className={`header-drawer${drawerOpen ? ' open' : ''}`}>
        <nav aria-label="Main">
          {groups.map((group) => (
            <details key={group.label} className="menu">
              <summary>{group.label}</summary>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to}>{link.label}</NavLink>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </nav>
        <div className="account">
          {loggedIn === true && (
            <>
              <span className="username" data-testid="username">
                {username}
              </span>
              <ChannelPicker />
              <button type="button" className="button subtle" onClick={() => void logout()}>
                Logout
              </button>
            </>
          )}
          {loggedIn === false && (
            <>
              <span>Log In With</span>
              <a className="button twitch" href={signInHref()}>
                Twitch
              </a>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

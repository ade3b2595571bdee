import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { menuGroups } from '../navigation';
import { useSession } from '../session';

export function Header() {
  const { loggedIn, username, logout } = useSession();
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // Close any open menu after navigating, so the page is not covered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    for (const menu of navRef.current?.querySelectorAll('details[open]') ?? []) menu.removeAttribute('open');
  }, [location.pathname]);

  const groups = menuGroups.filter((group) => !group.needsLogin || loggedIn);

  return (
    <header className="site-header">
      <Link to="/" className="site-title">
        StreamBot
      </Link>
      <nav ref={navRef} aria-label="Main">
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
            <button type="button" className="button subtle" onClick={() => void logout()}>
              Logout
            </button>
          </>
        )}
        {loggedIn === false && (
          <>
            <span>Log In With</span>
            <a className="button twitch" href="/login">
              Twitch
            </a>
          </>
        )}
      </div>
    </header>
  );
}

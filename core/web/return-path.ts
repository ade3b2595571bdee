// Where sign-in returns to: the dashboard page a signed-out visitor asked for, and only such a page,
// so a crafted link cannot send a streamer to another site (or to an API answer) after signing in.

/** The dashboard's own pages that need a signed-in streamer. */
const signedInPages = /^\/settings(\/[A-Za-z0-9_-]+)*\/?$/;

/** `next` if it names a dashboard page on this site (with its query and fragment), else null. */
export function returnPath(next: string | null | undefined): string | null {
  if (!next || next.length > 500 || !next.startsWith('/') || next.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(next, 'https://dashboard.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://dashboard.invalid' || !signedInPages.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

// The first-time notice about the public commands page, on the dashboard's home: a new channel's page is
// on, so the streamer learns what anyone can see there, with the switch to turn it off. Dismissing it is
// kept with the channel (every device, every editor), so it shows once.
import { Link } from 'react-router';
import { PublicPageContents, PublicPageSwitch } from '../commands/PublicPagePanel';
import { usePublicPage } from '../commands/use-public-page';

export function PublicPageNotice() {
  const { page, error, isSaving, save } = usePublicPage();
  if (!page || page.isNoticeDismissed) return null;
  return (
    <section className="panel notice" aria-labelledby="public-page-notice">
      <h2 id="public-page-notice">Your public commands page is {page.enabled ? 'on' : 'off'}</h2>
      <p>
        {page.enabled ? (
          <>
            Anyone can open{' '}
            <a href={page.url} target="_blank" rel="noreferrer">
              {page.url}
            </a>{' '}
            without signing in, and <code>!commands</code> answers with it.
          </>
        ) : (
          'Nobody can open it until you turn it on again.'
        )}
      </p>
      <PublicPageContents />
      <PublicPageSwitch enabled={page.enabled} save={save} />
      <div className="row-actions start">
        <button
          type="button"
          className="button primary"
          disabled={isSaving}
          onClick={() => void save({ noticeDismissed: true }, 'Dismissing the notice')}
        >
          Got it
        </button>
        <Link className="button" to="/settings/chat">
          More settings
        </Link>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

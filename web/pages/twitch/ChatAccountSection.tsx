import { type FormEvent, useEffect, useId, useState } from 'react';
import { api, failureReason } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';

/** Which account the bot speaks as: the bot's own, or one the streamer authorised. */
export function ChatAccountSection({ initialLogin }: { initialLogin: string | null }) {
  const [login, setLogin] = useState(initialLogin);
  const [link, setLink] = useState('');
  const [token, setToken] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();

  useEffect(() => {
    api.twitchOauth.login
      .$get()
      .then((response) => response.json())
      .then((body) => setLink(body.link))
      .catch(() => setLink(''));
  }, []);

  async function assign(event: FormEvent) {
    event.preventDefault();
    const response = await api.twitchOauth.assign.$post({ json: { token } });
    if (!response.ok) {
      setMessage({ ok: false, text: await failureReason(response) });
      return;
    }
    const settings = await (await api.twitch.settings.$get()).json();
    setLogin(settings.chatAccountLogin);
    setToken('');
    setMessage({ ok: true, text: 'Saved. The bot now speaks as this account.' });
  }

  async function unassign() {
    if (!confirmFirst('Remove this chat account? The bot speaks as itself again.')) return;
    const response = await api.twitchOauth.unassign.$delete();
    if (!response.ok) {
      setMessage({ ok: false, text: await failureReason(response) });
      return;
    }
    setLogin(null);
    setMessage({ ok: true, text: 'Removed. The bot speaks as itself again.' });
  }

  return (
    <div className="form">
      {login ? (
        <p>
          The bot speaks as <strong>{login}</strong> in your chat.{' '}
          <button type="button" className="button subtle" onClick={() => void unassign()}>
            Remove Account
          </button>
        </p>
      ) : (
        <>
          <p>The bot speaks as itself. To have it speak as another account:</p>
          <ol>
            <li>
              Open{' '}
              {link ? (
                <a href={link} target="_blank" rel="noreferrer">
                  this link
                </a>
              ) : (
                'this link'
              )}{' '}
              in another browser or a private window, signed in to Twitch as that account, and allow access.
            </li>
            <li>Copy the token the page shows and paste it here.</li>
          </ol>
          <form className="form" onSubmit={assign}>
            <div className="field">
              <label htmlFor={id}>Token</label>
              <input
                id={id}
                value={token}
                autoComplete="off"
                required
                onChange={(e) => setToken(e.target.value)}
              />
            </div>
            <button type="submit" className="button primary">
              Save Token
            </button>
          </form>
        </>
      )}
      {message && (
        <p className={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </div>
  );
}

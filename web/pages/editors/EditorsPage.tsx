// Platform Settings → Editors: the Twitch users (usually the channel's moderators) who may sign in and
// manage this dashboard, all but the channel's tokens, connections, this list and the overlay key.
// Removing one can make a new overlay key in the same question, for links they may have copied.
import { useCallback, useMemo, useState } from 'react';
import { channelLimits } from '../../../core/limits/channel-limits';
import { api } from '../../api';
import { LoginList, listFrom } from '../../components/LoginList';
import { Panel } from '../../components/Panel';
import { useSession } from '../../session';

export function EditorsPage() {
  const { role, channels, channel } = useSession();
  const [makesNewKey, setMakesNewKey] = useState(false);
  const load = useCallback(async () => {
    const editors = await listFrom(await api.editors.$get(), 'editors');
    // Until their first sign-in, the login is not yet bound to anyone's Twitch account.
    return editors.map((editor) =>
      'hasSignedIn' in editor && !editor.hasSignedIn ? { ...editor, note: 'not signed in yet' } : editor,
    );
  }, []);
  const add = useCallback((login: string) => api.editors.$post({ json: { login } }), []);
  const remove = useCallback(
    async (login: string) => {
      const removed = await api.editors.$delete({ json: { login } });
      return removed.ok && makesNewKey ? api.overlay.regenerateKey.$post() : removed;
    },
    [makesNewKey],
  );
  const removal = useMemo(
    () =>
      makesNewKey
        ? {
            question: (name: string) =>
              `Remove ${name} from your editors and make a new overlay key? Every overlay link in OBS and your Ko-fi webhook address stop working at once, until you paste the new ones.`,
            done: (name: string) =>
              `Removed ${name} from your editors and made a new overlay key: update every overlay link in OBS and the Ko-fi webhook address.`,
          }
        : undefined,
    [makesNewKey],
  );
  const managed = channels.find((choice) => choice.login === channel);

  return (
    <article className="page">
      <h1>Editors</h1>
      {role === 'editor' ? (
        <p className="lead">
          Only {managed?.displayName ?? "the channel's owner"} can see and change who edits their channel.
        </p>
      ) : (
        <Panel title="Who may manage this dashboard">
          <LoginList
            nouns={['editors', 'editor']}
            limit={channelLimits.editors}
            load={load}
            add={add}
            remove={remove}
            removal={removal}
          >
            <p className="hint">
              Editors sign in with their own Twitch account and pick your channel in the header. They can
              change everything here except your tokens and connections (chat account, tip services, Discord
              link), this list and the history's clearing. They are never shown your overlay key, nor the
              overlay links and Ko-fi address that hold it. Every change they make shows under Recent changes
              on your dashboard home, with their name.
            </p>
            <p className="hint">
              An editor is the Twitch account that first signs in under the login you add: if that login later
              belongs to someone else, they are not your editor. Removing an editor signs them out of your
              channel at once.
            </p>
            <p>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={makesNewKey}
                  onChange={(event) => setMakesNewKey(event.target.checked)}
                />
                Also make a new overlay key when I remove an editor, for overlay links they may have copied
              </label>
            </p>
          </LoginList>
        </Panel>
      )}
    </article>
  );
}

// Platform Settings → Editors: the Twitch users (usually the channel's moderators) who may sign in and
// manage this dashboard, all but the channel's tokens, connections, this list and the overlay key.
import { useCallback } from 'react';
import { channelLimits } from '../../../core/limits/channel-limits';
import { api } from '../../api';
import { LoginList, listFrom } from '../../components/LoginList';
import { Panel } from '../../components/Panel';
import { useSession } from '../../session';

export function EditorsPage() {
  const { role, channels, channel } = useSession();
  const load = useCallback(async () => listFrom(await api.editors.$get(), 'editors'), []);
  const add = useCallback((login: string) => api.editors.$post({ json: { login } }), []);
  const remove = useCallback((login: string) => api.editors.$delete({ json: { login } }), []);
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
          >
            <p className="hint">
              Editors sign in with their own Twitch account and pick your channel in the header. They can
              change everything here except your tokens and connections (chat account, tip services, Discord
              link), this list and your overlay key. Every change they make shows under Recent changes on your
              dashboard home, with their name.
            </p>
          </LoginList>
        </Panel>
      )}
    </article>
  );
}

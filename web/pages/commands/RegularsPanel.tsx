// The channel's regulars: add by login, the list with when each was added, remove (asked first).
// Regulars pass commands set to Regulars Only and can be left alone by the chat filters.
import { useCallback } from 'react';
import { Link } from 'react-router';
import { channelLimits } from '../../../core/limits/channel-limits';
import { api } from '../../api';
import { LoginList, listFrom } from '../../components/LoginList';

export function RegularsPanel() {
  const load = useCallback(async () => listFrom(await api.regulars.$get(), 'regulars'), []);
  const add = useCallback((login: string) => api.regulars.$post({ json: { login } }), []);
  const remove = useCallback((login: string) => api.regulars.$delete({ json: { login } }), []);
  return (
    <LoginList
      nouns={['regulars', 'regular']}
      limit={channelLimits.regulars}
      load={load}
      add={add}
      remove={remove}
    >
      <p className="hint">
        Regulars may use commands set to <strong>Regulars Only</strong> (so may VIPs, moderators and you), and
        the <Link to="/settings/moderation">chat filters</Link> can leave them alone. Your moderators can also
        type <code>!regulars add name</code> in chat once you add the Manage Regulars command under{' '}
        <Link to="/settings/commands">Chat Functions</Link>.
      </p>
    </LoginList>
  );
}

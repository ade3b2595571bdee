// The settings home's Recent changes: who changed what on this channel's dashboard, the streamer or one
// of their editors, newest first.
import { api } from '../../api';
import { useSession } from '../../session';
import { TimedList, useLoadedOnce } from './TimedList';

type Change = Awaited<
  ReturnType<Awaited<ReturnType<typeof api.settingsHistory.$get>>['json']>
>['changes'][number];

export function SettingsHistory() {
  const { channels } = useSession();
  const { loaded: changes, error } = useLoadedOnce(
    () => api.settingsHistory.$get(),
    (body) => (body as { changes: Change[] }).changes,
  );
  const me = channels[0]?.login;
  return (
    <TimedList
      title="Recent changes"
      failedLead="The history could not be loaded"
      empty={<p>No settings changed yet. Every save on this dashboard shows here, with who made it.</p>}
      firstRows={8}
      error={error}
      rows={
        changes?.map((change) => ({
          key: change.id,
          at: change.at,
          content: (
            <span className="activity-what">
              {change.what} <span className="hint">by {change.by === me ? 'you' : change.by}</span>
            </span>
          ),
        })) ?? null
      }
    />
  );
}

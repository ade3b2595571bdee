// The header's channel choice for a user who may manage several channels (their own, and those whose
// editors list names them). Choosing one reloads the dashboard on that channel.
import { useId, useState } from 'react';
import { useSession } from '../session';

export function ChannelPicker() {
  const { channels, channel, switchChannel } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  if (channels.length < 2) return null;
  return (
    <span className="channel-picker">
      <label htmlFor={id}>Channel</label>
      <select
        id={id}
        value={channel}
        onChange={async (event) => setProblem(await switchChannel(event.target.value))}
      >
        {channels.map((choice) => (
          <option key={choice.login} value={choice.login}>
            {choice.role === 'owner' ? `${choice.displayName} (yours)` : `${choice.displayName} (editor)`}
          </option>
        ))}
      </select>
      {problem && (
        <span className="error" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { functionalCommandTypes } from '../../../core/commands/command-types';
import { Panel } from '../../components/Panel';
import { CommandList } from './CommandList';
import { UsualCommands } from './UsualCommands';

export function ChatFunctionsPage() {
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <article className="page">
      <h1>Chat Functions</h1>
      <p className="lead">
        Functional commands do something: let your moderators manage text commands from chat, change your
        title and category, roll dice or pick from a list. Choose a type, give it the keyword viewers type,
        and save. Commands that change your channel start as Mods Only.
      </p>
      <Panel title="Your chat functions">
        <UsualCommands onAdded={() => setReloadKey((key) => key + 1)} />
        <CommandList
          kind="functional"
          types={functionalCommandTypes}
          addLabel="Add New Command"
          reloadKey={reloadKey}
        />
      </Panel>
      <p className="hint">
        Test them safely in the <Link to="/settings/simulator">Simulator</Link>: it never changes your real
        channel.
      </p>
    </article>
  );
}

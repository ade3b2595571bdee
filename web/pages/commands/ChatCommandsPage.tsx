import { useState } from 'react';
import { Link } from 'react-router';
import { textCommandType } from '../../../core/commands/command-types';
import { Collapsible } from '../../components/Collapsible';
import { CommandList } from './CommandList';
import { PublicPagePanel } from './PublicPagePanel';
import { RegularsPanel } from './RegularsPanel';
import { UsualCommands } from './UsualCommands';

export function ChatCommandsPage() {
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <article className="page">
      <h1>Chat Commands</h1>
      <p className="lead">
        Text commands answer in chat with their reply. Replies can use{' '}
        <Link to="/documentation/keywords">keywords</Link> such as <code>{'{username}'}</code> or{' '}
        <code>{'{randomNumber.1|100}'}</code>. Try them in the <Link to="/settings/simulator">Simulator</Link>
        .
      </p>
      <UsualCommands onAdded={() => setReloadKey((key) => key + 1)} />
      <Collapsible title="Text Commands">
        <CommandList
          kind="text"
          types={[textCommandType]}
          addLabel="Add New Text Command"
          reloadKey={reloadKey}
        />
      </Collapsible>
      <PublicPagePanel />
      <Collapsible title="Regulars">
        <RegularsPanel />
      </Collapsible>
    </article>
  );
}

import { Link } from 'react-router';
import { textCommandType } from '../../../core/commands/command-types';
import { Collapsible } from '../../components/Collapsible';
import { CommandList } from './CommandList';

export function ChatCommandsPage() {
  return (
    <article className="page">
      <h1>Chat Commands</h1>
      <p className="lead">
        Text commands answer in chat with their reply. Replies can use{' '}
        <Link to="/documentation/keywords">keywords</Link> such as <code>{'{username}'}</code> or{' '}
        <code>{'{randomNumber.1|100}'}</code>. Try them in the <Link to="/settings/simulator">Simulator</Link>
        .
      </p>
      <Collapsible title="Text Commands">
        <CommandList kind="text" types={[textCommandType]} addLabel="Add New Text Command" />
      </Collapsible>
    </article>
  );
}

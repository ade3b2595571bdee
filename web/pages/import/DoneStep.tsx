// Step 3: what the import created, where each kind now lives, and a first thing to try.
import { Link } from 'react-router';
import type { ImportSource } from '../../../core/import/import-plan';
import type { ImportResult } from './import-api';
import { sourceDetails } from './import-request';
import { count } from './import-words';
import { StepSection } from './StepSection';

type Created = keyof ImportResult['created'];

const createdLinks: Record<Created, { one: string; many: string; page: string; to: string }> = {
  commands: { one: 'command', many: 'commands', page: 'Chat Commands', to: '/settings/chat' },
  announcements: {
    one: 'announcement',
    many: 'announcements',
    page: 'Periodic Announcements on the Twitch page',
    to: '/settings/twitch',
  },
  quotes: { one: 'quote', many: 'quotes', page: 'Quotes', to: '/settings/quotes' },
  regulars: { one: 'regular', many: 'regulars', page: 'Chat Commands', to: '/settings/chat' },
  filters: { one: 'spam filter', many: 'spam filters', page: 'Moderation', to: '/settings/moderation' },
};

export function DoneStep({
  result,
  source,
  tryCommand,
  onAgain,
}: {
  result: ImportResult;
  source: ImportSource;
  /** An imported command to try in the Simulator, if any. */
  tryCommand: string | undefined;
  onAgain: () => void;
}) {
  const { label: sourceLabel, labels: sourceLabels } = sourceDetails[source];
  const created = (Object.keys(createdLinks) as Created[]).filter((kind) => result.created[kind] > 0);
  return (
    <StepSection title="3. Done">
      {created.length === 0 ? (
        <p>Nothing new was created: your channel has everything this import holds that it could take.</p>
      ) : (
        <>
          <p>Imported from {sourceLabel}:</p>
          <ul className="import-created" aria-label="Created">
            {created.map((kind) => {
              const { one, many, page, to } = createdLinks[kind];
              return (
                <li key={kind}>
                  <strong>{count(result.created[kind], one, many)}</strong> — see <Link to={to}>{page}</Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {result.overwritten > 0 && (
        <p>
          {count(result.overwritten, 'command', 'commands')} of yours now{' '}
          {result.overwritten === 1 ? 'has' : 'have'} {sourceLabels} reply and settings.
        </p>
      )}
      {result.notes.length > 0 && (
        <div className="notice import-limits" role="note">
          <strong>Not everything fit your channel's limits:</strong>
          <ul>
            {result.notes.map((note) => (
              <li key={note}>{note}.</li>
            ))}
          </ul>
        </div>
      )}
      {(result.skipped > 0 || result.untranslated > 0) && (
        <p className="hint">
          {result.skipped > 0 &&
            `${count(result.skipped, 'item was', 'items were')} left out: in your channel already, skipped, past its limits or not importable. `}
          {result.untranslated > 0 &&
            `${count(result.untranslated, 'imported item has', 'imported items have')} parts kept as written: check them before they answer in chat.`}
        </p>
      )}
      {tryCommand && (
        <p className="notice">
          Try it: open the <Link to="/settings/simulator">Simulator</Link> and type <code>!{tryCommand}</code>{' '}
          to see how the bot answers now.
        </p>
      )}
      <div className="row-actions start import-actions">
        <button type="button" className="button" onClick={onAgain}>
          Import something else
        </button>
      </div>
    </StepSection>
  );
}

// The tester (spec section 7): a message and a viewer's roles, tried against the rules as edited on
// the page (saved or not); shows each normalisation step and the decision.
import { type FormEvent, useState } from 'react';
import { type ChatRole, chatRoles } from '../../../core/chat/chat-message';
import type { ModerationSettings } from '../../../core/moderation/moderation-settings';
import { TextField } from '../../components/SettingFields';
import { type ModerationDecision, tryMessage } from './moderation-api';
import { actionDone, filterName } from './moderation-words';

const roleLabels: Record<ChatRole, string> = {
  broadcaster: 'Broadcaster',
  moderator: 'Moderator',
  vip: 'VIP',
  subscriber: 'Subscriber',
  follower: 'Follower',
  regular: 'Regular',
};

function DecisionSummary({ decision }: { decision: ModerationDecision }) {
  if (decision.action === 'allow')
    return (
      <p className="decision allow">
        <strong>Allowed.</strong> {decision.reason ?? 'No filter acts on this message.'}
      </p>
    );
  const done = actionDone(decision.action, decision.duration);
  return (
    <div className={`decision ${decision.action}`}>
      <p>
        <strong>
          {decision.dryRun ? 'Would be ' : ''}
          {done[0]?.toUpperCase()}
          {done.slice(1)}
        </strong>{' '}
        by the {filterName(decision.filter)} filter
        {decision.dryRun ? ' (dry run: only logged)' : ''}.
      </p>
      {decision.entry && (
        <p>
          Matched entry: <code className="wrap-anywhere">{decision.entry}</code>
        </p>
      )}
      {decision.reason && <p className="hint">{decision.reason}</p>}
    </div>
  );
}

export function ModerationTester({
  settings,
  isEdited,
}: {
  settings: ModerationSettings;
  isEdited: boolean;
}) {
  const [text, setText] = useState('');
  const [roles, setRoles] = useState<ChatRole[]>([]);
  const [decision, setDecision] = useState<ModerationDecision | null>(null);
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError('');
    const outcome = await tryMessage({ text, roles, settings });
    setIsBusy(false);
    if (!outcome.ok) {
      setDecision(null);
      setError(outcome.reason);
      return;
    }
    setDecision(outcome.decision);
  };

  const toggleRole = (role: ChatRole) =>
    setRoles((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));

  return (
    <div className="moderation-tester">
      <p className="hint">
        Tries the rules as they are on this page{isEdited ? ', including your unsaved changes' : ''}. Nothing
        is logged and no strike is counted.
      </p>
      <form className="form" aria-label="Try a message" onSubmit={run}>
        <TextField label="Message to try" value={text} maxLength={500} rows={2} required onChange={setText} />
        <fieldset className="field roles">
          <legend>The viewer is</legend>
          {chatRoles.map((role) => (
            <label key={role} className="checkbox">
              <input type="checkbox" checked={roles.includes(role)} onChange={() => toggleRole(role)} />
              {roleLabels[role]}
            </label>
          ))}
        </fieldset>
        <div className="row-actions start">
          <button type="submit" className="button primary" disabled={isBusy}>
            Try
          </button>
          {error && (
            <span className="save-status error" role="alert">
              {error}
            </span>
          )}
        </div>
      </form>
      {decision && (
        <section className="tester-result" aria-label="Decision" aria-live="polite">
          <DecisionSummary decision={decision} />
          <h3>How the message was read</h3>
          <ol className="normalisation-steps">
            {decision.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps come in a fixed order
              <li key={index}>
                <span className="step-name">{step.name}</span>
                <code className="step-text wrap-anywhere">{step.text}</code>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

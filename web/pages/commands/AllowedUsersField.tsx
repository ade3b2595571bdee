// A command's Users option: the Twitch logins that alone (with moderators and you) may use it, typed
// separated by spaces or commas; each is checked as the server checks it.
import { useState } from 'react';
import { allowedUsersSchema, maxAllowedUsers } from '../../../core/commands/command';
import { FieldMessage, fieldProblem, useFieldValidity } from '../../components/field-check';

/** The logins as typed: an @ kept for the schema to drop, empty pieces left out. */
const loginsIn = (typed: string) => typed.split(/[\s,]+/).filter(Boolean);

export function AllowedUsersField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: readonly string[];
  onChange: (logins: string[]) => void;
}) {
  // The text as typed (a trailing comma included); the list is what it holds.
  const [typed, setTyped] = useState(() => value.join(', '));
  const problem = fieldProblem(allowedUsersSchema, loginsIn(typed), 'Users');
  const ref = useFieldValidity<HTMLInputElement>(problem);
  return (
    <div className="field grow">
      <label htmlFor={`${id}-users`}>Users (only they may use it)</label>
      <input
        id={`${id}-users`}
        ref={ref}
        name="allowedUsers"
        value={typed}
        placeholder="Empty: anyone the gates let in (e.g. alice, bob_42)"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-users-message`}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange(loginsIn(e.target.value));
        }}
      />
      <FieldMessage id={`${id}-users-message`} message={problem}>
        Twitch logins separated by spaces or commas, at most {maxAllowedUsers}; moderators and you may always
        use it. Twitch chat only: on Discord a listed command is for moderators.
      </FieldMessage>
    </div>
  );
}

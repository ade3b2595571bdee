// A tip service's secret: paste, Save (marks it set and saved), Delete (clears set, saved and the
// value). The saved secret is never shown again; the status says whether one is stored.
import { type ReactNode, useId, useState } from 'react';
import { failureReason, refusal } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';
import { SaveRow } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';

type Answer = { ok: boolean; status: number; headers?: Headers; json(): Promise<unknown> };

export function TokenForm({
  service,
  label,
  placeholder,
  hint,
  initiallySet,
  status,
  save,
  remove,
}: {
  service: string;
  label: string;
  placeholder: string;
  hint: ReactNode;
  initiallySet: boolean;
  /** More about the saved token, such as whether its listener is connected. */
  status?: ReactNode;
  save: (token: string) => Promise<Answer>;
  remove: () => Promise<Answer>;
}) {
  const [isSet, setIsSet] = useState(initiallySet);
  // A delete starts the form afresh: nothing typed, nothing edited or saved.
  const [generation, setGeneration] = useState(0);
  const [deleteError, setDeleteError] = useState('');

  async function deleteToken() {
    if (!confirmFirst(`Delete your ${service} token? Tips from ${service} stop reaching your overlays.`))
      return;
    setDeleteError('');
    try {
      const response = await remove();
      if (!response.ok) return setDeleteError(await failureReason(response));
      setIsSet(false);
      setGeneration((n) => n + 1);
    } catch {
      setDeleteError('Could not reach the server. Check your connection and try again.');
    }
  }

  return (
    <div className="form">
      <p className="connection-row">
        <span className={`status-pill ${isSet ? 'connected' : ''}`}>
          {isSet ? 'Token saved' : 'No token saved'}
        </span>
        {isSet && status}
        {isSet && (
          <button type="button" className="button subtle" onClick={() => void deleteToken()}>
            Delete {service} token
          </button>
        )}
      </p>
      {deleteError && (
        <p className="error" role="alert">
          {deleteError}
        </p>
      )}
      <TokenInput
        key={generation}
        service={service}
        label={label}
        placeholder={isSet ? 'Paste a new token to replace the saved one' : placeholder}
        hint={hint}
        save={save}
        onSaved={() => setIsSet(true)}
      />
    </div>
  );
}

function TokenInput({
  service,
  label,
  placeholder,
  hint,
  save,
  onSaved,
}: {
  service: string;
  label: string;
  placeholder: string;
  hint: ReactNode;
  save: (token: string) => Promise<Answer>;
  onSaved: () => void;
}) {
  const edit = useEditState({ token: '' });
  const id = useId();
  return (
    <form
      className="form"
      aria-label={`${service} token`}
      onSubmit={edit.submit(async ({ token }) => {
        const response = await save(token.trim());
        if (!response.ok) return refusal(response);
        return { ok: true, next: { token: '' } };
      }, onSaved)}
    >
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={edit.value.token}
          required
          aria-describedby={`${id}-hint`}
          onChange={(event) => edit.change({ token: event.target.value })}
        />
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      </div>
      <SaveRow edit={edit} label={`Save ${service} token`} />
    </form>
  );
}

// An overlay area's settings form: its contents, then Save and Reset; Save stores the edited settings.
import type { ReactNode } from 'react';
import type { SaveOutcome } from '../use-edit-state';
import { SaveBar } from './SaveBar';
import type { useAreaEdit } from './use-area-edit';

type AreaEdit = Pick<
  ReturnType<typeof useAreaEdit>,
  'edited' | 'saved' | 'error' | 'saving' | 'reset' | 'submit'
>;

export function OverlaySettingsForm<T>({
  label,
  className,
  edit,
  save,
  children,
}: {
  label: string;
  className: string;
  edit: AreaEdit;
  save: (settings: T) => Promise<SaveOutcome<T>>;
  children: ReactNode;
}) {
  return (
    <form
      className={`form ${className}`}
      aria-label={label}
      onSubmit={edit.submit(save as Parameters<AreaEdit['submit']>[0])}
    >
      {children}
      <SaveBar
        edited={edit.edited}
        saved={edit.saved}
        error={edit.error}
        saving={edit.saving}
        onReset={edit.reset}
      />
    </form>
  );
}

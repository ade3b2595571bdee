import { type ReactNode, useId } from 'react';

/** One step of the import: a panel whose heading takes focus when the step opens (ImportPage). */
export function StepSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel import-step" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

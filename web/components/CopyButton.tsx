import { useEffect, useState } from 'react';
import './CopyButton.css';

/** Copies `text` to the clipboard and says whether it worked. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 2500);
    return () => clearTimeout(timer);
  }, [outcome]);

  return (
    <span className="copy-button">
      <button
        type="button"
        className="button subtle"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setOutcome('copied'),
            () => setOutcome('failed'),
          )
        }
      >
        {label}
      </button>
      {outcome === 'copied' && (
        <span className="save-status success" role="status">
          Copied
        </span>
      )}
      {outcome === 'failed' && (
        <span className="save-status error" role="alert">
          Copying was blocked: select the text and copy it yourself.
        </span>
      )}
    </span>
  );
}

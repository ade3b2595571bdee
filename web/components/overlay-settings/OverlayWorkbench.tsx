// Every overlay page's layout: the live preview with its test buttons beside the fields being edited,
// kept in view while the page scrolls (a sticky column on a wide screen; on a narrow one a sticky
// "Preview" bar that opens and closes it, closed at first so it leaves the fields room).
import './overlay-workbench.css';
import { type ReactNode, useEffect, useId, useState } from 'react';

/** Below this width the preview sits above the fields behind its toggle (overlay-workbench.css). */
const narrowQuery = '(max-width: 999px)';

/** The sticky site header's height, so the sticky preview stops just under it. */
function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('.site-header');
    if (!header) return;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

export function OverlayWorkbench({
  preview,
  tests,
  children,
}: {
  preview: ReactNode;
  /** The page's test buttons, shown under the preview. */
  tests?: ReactNode;
  /** The fields being edited. */
  children: ReactNode;
}) {
  const [isOpen, setOpen] = useState(() => !window.matchMedia(narrowQuery).matches);
  const top = useHeaderHeight();
  const bodyId = useId();
  return (
    <div className="overlay-workbench">
      <aside className="workbench-preview" style={{ top }} aria-label="Preview and tests">
        <button
          type="button"
          className="button workbench-toggle"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setOpen((open) => !open)}
        >
          Preview <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
        </button>
        <div id={bodyId} className="workbench-preview-body" data-open={isOpen}>
          {preview}
          {tests && <div className="workbench-tests">{tests}</div>}
        </div>
      </aside>
      <div className="workbench-fields">{children}</div>
    </div>
  );
}

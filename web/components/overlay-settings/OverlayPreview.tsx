// The live preview's frame: a dim checkerboard (what the stream shows through) around a stage of the
// browser source's size.
import './overlay-settings.css';
import type { ReactNode } from 'react';

export function OverlayPreview({
  width,
  height,
  hint,
  children,
}: {
  width: number;
  height: number;
  hint: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="overlay-preview" aria-label="Live preview" role="img">
        <div className="overlay-preview-stage" style={{ width, height }}>
          {children}
        </div>
      </div>
      <p className="hint overlay-preview-hint">{hint}</p>
    </>
  );
}

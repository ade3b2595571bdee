// The live preview's frame: a dim checkerboard (what the stream shows through) around a stage of the
// browser source's size, scaled down to fit a narrow screen rather than cut off.
import './overlay-settings.css';
// The previews draw with the overlays' fonts; only the overlay pages load them.
import '../../../overlays/carousel/fonts.css';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * The share of the source the frame can show at once (1 when it fits): its width, and its height too
 * where the frame's CSS caps it (beside the fields, overlay-workbench.css).
 */
function useFitScale(width: number, height: number) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const room =
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const maxHeight = Number.parseFloat(style.maxHeight);
      const roomHeight = Number.isFinite(maxHeight)
        ? maxHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)
        : Number.POSITIVE_INFINITY;
      const fits = [1, room / width, height > 0 ? roomHeight / height : 1];
      setScale(width > 0 && room > 0 ? Math.max(0.05, Math.min(...fits)) : 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width, height]);
  return { frame, scale };
}

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
  const { frame, scale } = useFitScale(width, height);
  return (
    <>
      <div ref={frame} className="overlay-preview" aria-label="Live preview" role="img">
        {/* The scaled stage keeps its layout size; this box takes the size it is drawn at. */}
        <div style={{ width: width * scale, height: height * scale }}>
          <div
            className="overlay-preview-stage"
            style={{ width, height, transform: scale < 1 ? `scale(${scale})` : undefined }}
          >
            {children}
          </div>
        </div>
      </div>
      <p className="hint overlay-preview-hint">
        {hint}
        {scale < 1 && ` Shown at ${Math.round(scale * 100)}% to fit your screen.`}
      </p>
    </>
  );
}

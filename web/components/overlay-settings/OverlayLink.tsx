// The overlay's link for OBS: opens in a new tab, with Copy, and what size to make the browser source.
import './overlay-settings.css';
import type { ReactNode } from 'react';
import { CopyButton } from '../CopyButton';
import { RegenerateOverlayKey } from './RegenerateOverlayKey';

export function OverlayLink({
  path,
  sizeHint,
  onNewKey,
}: {
  path: string;
  sizeHint: ReactNode;
  /** The streamer made a new overlay key (the link's key is replaced). */
  onNewKey: (overlaySecretKey: string) => void;
}) {
  const url = `${location.origin}${path}`;
  return (
    <div className="overlay-link">
      <span className="label">Overlay link</span>
      <div className="overlay-link-row">
        <a href={path} target="_blank" rel="noreferrer" className="overlay-url">
          {url}
        </a>
        <CopyButton text={url} label="Copy link" />
      </div>
      <p className="hint">
        {sizeHint} Keep the link private: it is the overlay's key. If it leaked, make a new one.
      </p>
      <RegenerateOverlayKey onNewKey={onNewKey} />
    </div>
  );
}

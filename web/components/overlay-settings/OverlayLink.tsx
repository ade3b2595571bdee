// The overlay's link for OBS: opens in a new tab, with Copy, and what size to make the browser source.
// An editor is not shown it (it holds the owner's overlay key), and the page says so.
import './overlay-settings.css';
import type { ReactNode } from 'react';
import { useSession } from '../../session';
import { CopyButton } from '../CopyButton';
import { RegenerateOverlayKey } from './RegenerateOverlayKey';

export function OverlayLink({
  path,
  sizeHint,
  onNewKey,
}: {
  /** Null for an editor, who is not given the overlay key. */
  path: string | null;
  sizeHint: ReactNode;
  /** The streamer made a new overlay key (the link's key is replaced). */
  onNewKey: (overlaySecretKey: string) => void;
}) {
  if (path === null)
    return (
      <OverlayKeyWithheld what="this overlay's link">
        Your changes here still reach the overlay in their OBS.
      </OverlayKeyWithheld>
    );
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

/** What an editor sees where the owner sees something holding the overlay key. */
export function OverlayKeyWithheld({ what, children }: { what: string; children?: ReactNode }) {
  const { channels, channel } = useSession();
  const owner = channels.find((choice) => choice.login === channel)?.displayName ?? "the channel's owner";
  return (
    <p className="hint overlay-key-withheld" role="note">
      Only {owner} sees {what}: it holds the channel's overlay key, which editors are not shown. {children}
    </p>
  );
}

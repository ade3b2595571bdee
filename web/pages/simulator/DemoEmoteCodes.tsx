// The demo emotes the Simulator's chat knows, by source: typed in a chat line they fly over an open
// emote mover overlay (in dev mode the third-party ones stand in for the channel's own sets).
import { demoEmotes } from '../../../core/emotes/demo-emotes';
import { sourceNames } from '../../../core/emotes/third-party-emotes';
import { overlayPageLink } from '../../../core/overlay/overlay-areas';

const sources = ['twitch', '7tv', 'bttv', 'ffz'] as const;

export function DemoEmoteCodes({ overlayKey, isDevMode }: { overlayKey: string | null; isDevMode: boolean }) {
  return (
    <>
      <p>
        Type these in a chat line to see them fly over the emote mover overlay
        {isDevMode ? '' : ' (the BTTV, FFZ and 7TV ones only in dev mode; here your own sets count)'}:
      </p>
      <dl className="demo-emote-codes">
        {sources.map((source) => (
          <div key={source}>
            <dt>{sourceNames[source]}</dt>
            <dd>
              {demoEmotes[source].map((emote) => (
                <code key={emote.code}>
                  {emote.code}
                  {emote.animated ? ' (animated)' : ''}
                  {'zeroWidth' in emote ? ' (zero-width: never flies alone)' : ''}
                </code>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="hint">A cheer of at least the emote mover's bits sends a burst.</p>
      {overlayKey && (
        <a
          className="button"
          href={overlayPageLink('emoteMover', overlayKey)}
          target="_blank"
          rel="noreferrer"
        >
          Open the emote mover overlay
        </a>
      )}
    </>
  );
}

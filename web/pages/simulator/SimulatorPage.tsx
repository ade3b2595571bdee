import { useEffect, useState } from 'react';
import { overlayPageLink } from '../../../core/overlay/overlay-areas';
import { api } from '../../api';
import { OverlayKeyWithheld } from '../../components/overlay-settings/OverlayLink';
import { Panel } from '../../components/Panel';
import { BotChannelStatus } from '../twitch/BotChannelStatus';
import { ChatSimulator } from './ChatSimulator';
import { ClearTestEvents } from './ClearTestEvents';
import { DemoEmoteCodes } from './DemoEmoteCodes';
import { DiscordSimulator } from './DiscordSimulator';
import { EventSimulator } from './EventSimulator';

export function SimulatorPage() {
  const [setup, setSetup] = useState<{
    /** Null for an editor: only the owner sees the overlay key. */
    overlaySecretKey: string | null;
    isDevMode: boolean;
    botInChannel: boolean;
  } | null>(null);
  const [logVersion, setLogVersion] = useState(0);

  useEffect(() => {
    // The bot's standing is the Twitch page's own (isConnected), so both pages say the same.
    Promise.all([api.simulator.$get(), api.twitch.settings.$get()])
      .then(async ([simulator, twitch]) => {
        const { overlaySecretKey, isDevMode } = await simulator.json();
        const { isConnected } = await twitch.json();
        setSetup({ overlaySecretKey, isDevMode, botInChannel: isConnected });
      })
      .catch(() => setSetup(null));
  }, []);

  const overlayLink = setup?.overlaySecretKey ? overlayPageLink('carousel', setup.overlaySecretKey) : null;

  return (
    <article className="page">
      <h1>Simulator</h1>
      <p className="lead">
        Chat as any viewer and fire channel events to see what the bot answers and how your overlays react.{' '}
        {/* Said once known: a dry run's words first, then dev mode's, would flash on every dev-mode visit. */}
        {setup &&
          (setup.isDevMode
            ? 'You are in dev mode: nothing here reaches Twitch.'
            : 'This is a dry run: nothing is posted to your Twitch chat.')}
      </p>
      <Panel title="The bot on Twitch">
        {setup && (
          <>
            <p>
              {setup.botInChannel
                ? 'The bot is in your Twitch channel: it answers there as it does here.'
                : 'The bot has not joined your Twitch channel: on Twitch it stays silent until you press Join.'}
            </p>
            <BotChannelStatus
              initiallyConnected={setup.botInChannel}
              onChange={(botInChannel) => setSetup((current) => current && { ...current, botInChannel })}
            />
          </>
        )}
      </Panel>
      <div className="two-columns">
        <Panel title="Chat">
          <ChatSimulator logVersion={logVersion} botInChannel={setup?.botInChannel ?? null} />
        </Panel>
        <div>
          <Panel title="Channel events">
            <EventSimulator onFired={() => setLogVersion((v) => v + 1)} />
            <ClearTestEvents />
          </Panel>
          <Panel title="See it on an overlay">
            <p>
              Open the event overlay in another tab, then fire an event here: it appears there at once, as it
              would in OBS.
            </p>
            {overlayLink && (
              <>
                <a className="button" href={overlayLink} target="_blank" rel="noreferrer">
                  Open the event overlay
                </a>
                <p className="hint">The link contains your secret overlay key: do not show it on stream.</p>
              </>
            )}
            {setup && !setup.overlaySecretKey && <OverlayKeyWithheld what="the overlay links" />}
          </Panel>
          <Panel title="Emotes to type">
            <DemoEmoteCodes
              overlayKey={setup?.overlaySecretKey ?? null}
              isDevMode={setup?.isDevMode ?? true}
            />
          </Panel>
        </div>
      </div>
      <Panel title="Discord">
        <p>
          Run slash commands in your Discord server as any member; until a server is linked, the Demo Server
          stands in for it. Nothing here reaches Discord.
        </p>
        <DiscordSimulator logVersion={logVersion} />
      </Panel>
    </article>
  );
}

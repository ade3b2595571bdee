// What every overlay page does, once: paint at once from the settings in its own link, connect its
// socket, and hand every message to the area's renderer, which follows the saved settings from then
// on (so a save on the dashboard changes an open overlay without a reload). No framework: OBS keeps
// these pages open for hours, on streamers' own machines.

import type { AreaSettings, AreaSettingsTable } from '../../core/overlay/area-settings';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import type { OverlayMessage, OverlayReport } from '../../core/overlay/overlay-messages';
import type { SettingsArea } from '../../core/settings/setting-rules';
import { settingsFromQuery } from '../../core/settings/settings-link';
import { connectOverlaySocket, showStatus } from './overlay-socket';
import { showReplacedCard } from './replaced-card';
import './overlay.css';

/**
 * An area's renderer on its page: mounted with the link's settings, then fed every socket message.
 * `beat` sends the socket's heartbeat, for a page that proves from its animation loop that it runs.
 */
export type OverlayRenderer<A extends OverlayArea> = (
  root: HTMLElement,
  linkSettings: AreaSettings<A>,
  send: (report: OverlayReport) => void,
  beat: () => void,
) => (message: OverlayMessage) => void;

/**
 * The page is handed its area's settings table (the type checks it against the registry) instead of
 * looking it up in the registry, so its bundle holds no other area's table.
 */
export function startOverlayPage<A extends OverlayArea>(
  area: A,
  settingsTable: AreaSettingsTable<A>,
  render: OverlayRenderer<A>,
): void {
  const root = document.getElementById('root');
  if (!root) return;
  const linkSettings = settingsFromQuery(
    settingsTable as unknown as SettingsArea,
    new URLSearchParams(location.search),
  ) as AreaSettings<A>;
  const element = document.createElement('div');
  root.appendChild(element);
  // Socket messages arrive asynchronously, after the renderer below is mounted.
  const socket = connectOverlaySocket(
    area,
    (message) => receive(message),
    (status) => {
      showStatus(status);
      if (status === 'replaced') showReplacedCard(root);
    },
  );
  const receive = render(
    element,
    linkSettings,
    (report) => socket.send(report),
    () => socket.beat(),
  );
}

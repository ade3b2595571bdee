// Listens to Streamlabs' Socket API (Engine.IO v3): the client pings every pingInterval and treats
// a server silent for pingInterval + pingTimeout as gone.
import {
  engineIoPing,
  readStreamlabsPacket,
  streamlabsSocketUrl,
} from '../../integrations/tips/streamlabs-socket';
import { type OpenTipSocket, openOutboundSocket, watchSocketEnd } from './outbound-socket';

export const openStreamlabsListener: OpenTipSocket = async (socketToken, hooks) => {
  const socket = await openOutboundSocket(streamlabsSocketUrl(socketToken));
  let pinger: ReturnType<typeof setInterval> | undefined;
  let lastHeardAt = Date.now();
  const lifetime = watchSocketEnd(socket, {
    ...hooks,
    dropped: () => {
      clearInterval(pinger);
      hooks.dropped();
    },
  });
  const end = () => {
    clearInterval(pinger);
    lifetime.end();
  };
  socket.addEventListener('message', (message) => {
    if (typeof message.data !== 'string' || lifetime.isEnded()) return;
    lastHeardAt = Date.now();
    const packet = readStreamlabsPacket(message.data, lastHeardAt);
    switch (packet.kind) {
      case 'open':
        clearInterval(pinger);
        pinger = setInterval(() => {
          if (Date.now() - lastHeardAt > packet.pingInterval + packet.pingTimeout) {
            end();
            hooks.dropped();
          } else socket.send(engineIoPing);
        }, packet.pingInterval);
        hooks.connected();
        break;
      case 'tips':
        for (const event of packet.events) hooks.tip(event);
        break;
      case 'refused':
        end();
        hooks.refused('Streamlabs refused the socket token. Connect Streamlabs again.');
        break;
      case 'closed':
        end();
        hooks.dropped();
        break;
    }
  });
  return { close: end };
};

// Listens to StreamElements' Astro gateway for the channel's tips.
import {
  astroGatewayUrl,
  astroSubscribeFrame,
  isAstroAuthError,
  readAstroFrame,
} from '../../integrations/tips/streamelements';
import { type OpenTipSocket, openOutboundSocket, watchSocketEnd } from './outbound-socket';

export const openStreamElementsListener: OpenTipSocket = async (jwt, hooks) => {
  const socket = await openOutboundSocket(astroGatewayUrl);
  const lifetime = watchSocketEnd(socket, hooks);
  socket.addEventListener('message', (message) => {
    if (typeof message.data !== 'string' || lifetime.isEnded()) return;
    const frame = readAstroFrame(message.data, Date.now());
    if (frame.kind === 'subscribed') hooks.connected();
    else if (frame.kind === 'tip') hooks.tip(frame.event);
    else if (frame.kind === 'refused') {
      lifetime.end();
      if (isAstroAuthError(frame.error))
        hooks.refused(`StreamElements refused the JWT (${frame.error}). Copy it again from StreamElements.`);
      else hooks.dropped();
    }
  });
  socket.send(astroSubscribeFrame(jwt, crypto.randomUUID()));
  return { close: lifetime.end };
};

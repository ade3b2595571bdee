// The server end of a WebSocket a fake service accepts inside workerd. The socket belongs to the
// context that opened it (the ChannelDO calling fetch), and workerd forbids touching it from the
// test's context, so frames the test sends are queued and a timer running in the opening context
// delivers them.

export type FakeSocketPeer = {
  /** Safe from any context: the frame leaves from the socket's own context. */
  send(text: string): void;
  close(code: number, reason: string): void;
  isOpen(): boolean;
};

export function acceptFakeSocket(onMessage: (text: string, peer: FakeSocketPeer) => void): {
  peer: FakeSocketPeer;
  response: Response;
} {
  const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
  server.accept();
  const outbox: ({ text: string } | { code: number; reason: string })[] = [];
  let open = true;
  const stop = () => {
    open = false;
    clearInterval(pump);
  };
  const pump = setInterval(() => {
    for (const item of outbox.splice(0)) {
      if (!open) return;
      if ('text' in item) server.send(item.text);
      else {
        stop();
        server.close(item.code, item.reason);
      }
    }
  }, 5);
  const peer: FakeSocketPeer = {
    send: (text) => void outbox.push({ text }),
    close: (code, reason) => void outbox.push({ code, reason }),
    isOpen: () => open,
  };
  server.addEventListener('close', stop);
  server.addEventListener('message', (message) => onMessage(String(message.data), peer));
  return { peer, response: new Response(null, { status: 101, webSocket: client }) };
}

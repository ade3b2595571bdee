// Routes the worker's outbound fetch to fake providers by host. The worker under test runs in the
// same isolate as the tests, so replacing the global fetch reaches twurple and our own clients alike;
// any host without a fake fails loudly instead of reaching the network.

type FakeHost = { fetch(request: Request): Response | Promise<Response> };

export function routeOutboundFetch(hosts: Record<string, FakeHost>): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const fake = hosts[new URL(request.url).host];
    if (!fake) throw new Error(`unexpected outbound request in a test: ${request.method} ${request.url}`);
    return fake.fetch(request);
  };
  return () => {
    globalThis.fetch = original;
  };
}

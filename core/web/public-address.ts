// Whether a web address is on the public internet: what {urlget} may fetch on a viewer's behalf.
// Hosts are read after WHATWG URL parsing, which already turns every IPv4 spelling (decimal
// 2130706433, hex 0x7f.1, octal 0177.0.0.1, short 127.1) into dotted form and IPv6 into its
// compressed hex form, so each range is checked once.

/** IPv4 ranges that are not the public internet (RFC 6890 and friends), as [first octets, prefix]. */
const privateV4: [number[], number][] = [
  [[0], 8], // "this network", 0.0.0.0
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local (cloud metadata lives here)
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, and 255.255.255.255
];

function v4Number(octets: number[]): number {
  return octets.reduce((value, octet) => value * 256 + octet, 0);
}

function isPrivateV4(octets: number[]): boolean {
  const address = v4Number(octets);
  return privateV4.some(([start, prefix]) => {
    const base = v4Number([...start, 0, 0, 0, 0].slice(0, 4));
    const size = 2 ** (32 - prefix);
    return address >= base && address < base + size;
  });
}

function parseV4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it, or null. */
function parseV6(host: string): number[] | null {
  if (!host.startsWith('[') || !host.endsWith(']')) return null;
  const body = host.slice(1, -1);
  const [head = '', tail] = body.split('::');
  const groups = (text: string) =>
    text === '' ? [] : text.split(':').map((group) => Number.parseInt(group, 16));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const all = [...front, ...Array(missing).fill(0), ...back];
  return all.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? all : null;
}

function isPrivateV6(groups: number[]): boolean {
  const [first = 0] = groups;
  const v4Tail = [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]);
  if (groups.slice(0, 6).every((group) => group === 0)) return true; // ::, ::1 and IPv4-compatible
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return isPrivateV4(v4Tail); // IPv4-mapped
  if (first === 0x64 && groups[1] === 0xff9b) return isPrivateV4(v4Tail); // NAT64
  if ((first & 0xfe00) === 0xfc00) return true; // unique local
  if ((first & 0xffc0) === 0xfe80) return true; // link-local
  if ((first & 0xff00) === 0xff00) return true; // multicast
  if (first === 0x2001 && groups[1] === 0x0db8) return true; // documentation
  return false;
}

/** True when `url` (already parsed) is an http(s) address on the public internet. */
export function isPublicWebAddress(url: URL): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return false;
  const v4 = parseV4(host);
  if (v4) return !isPrivateV4(v4);
  const v6 = parseV6(host);
  if (v6) return !isPrivateV6(v6);
  // A bracketed host the parser accepted but this reads differently: refuse rather than guess.
  return !host.startsWith('[');
}

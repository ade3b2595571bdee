// The simulated Discord server of dev mode and the Simulator: "Demo Server" with a few roles, so the
// whole Discord page works without accounts. Ids are snowflake-shaped and stable per streamer.

export const demoServerName = 'Demo Server';

/** 18 decimal digits derived from `seed` (FNV-1a), never starting with 0. */
function snowflakeFrom(seed: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (const ch of seed) {
    a = Math.imul(a ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    b = Math.imul(b ^ ch.charCodeAt(0), 0x5bd1e995) >>> 0;
  }
  return `1${String(a).padStart(10, '0')}${String(b).padStart(10, '0')}`.slice(0, 18);
}

/** Each streamer has their own Demo Server, so linking one never unlinks another streamer's. */
export const demoGuildId = (streamerId: string) => snowflakeFrom(`guild:${streamerId}`);

/** A simulated member's id, from the name the Simulator was given. */
export const demoMemberId = (name: string) => snowflakeFrom(`member:${name.toLowerCase()}`);

export const demoChannelName = 'general';

/** The Demo Server's roles as Discord lists them: @everyone (id = guild id) and a managed bot role too. */
export function demoRoles(guildId: string): { id: string; name: string; managed: boolean }[] {
  const role = (name: string, managed = false) => ({
    id: snowflakeFrom(`${guildId}:${name}`),
    name,
    managed,
  });
  return [
    { id: guildId, name: '@everyone', managed: false },
    role('Moderators'),
    role('Subscribers'),
    role('Members'),
    role('StreamBot', true),
  ];
}

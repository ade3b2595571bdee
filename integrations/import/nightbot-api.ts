// Nightbot's API v1 (nightbot/api-docs; protocols.md 9a), read with a streamer's access token: the four
// lists an import takes, each kept as the JSON body Nightbot answers, so they go through the same check
// as bodies a streamer pastes. Regulars come in pages of 100 (limit, offset), joined into one body.
import { z } from 'zod';
import { getSourceJson } from './source-fetch';

export const nightbotApi = 'https://api.nightbot.tv';
export const nightbotService = 'Nightbot';

/** The lists an import reads, by the name the import's `data` gives each body. */
export const nightbotEndpoints = {
  commands: '/1/commands',
  timers: '/1/timers',
  regulars: '/1/regulars',
  spam_protection: '/1/spam_protection',
} as const;

export type NightbotBodies = Record<keyof typeof nightbotEndpoints, unknown>;

export const regularsPageSize = 100;
/** At most this many pages of regulars (10,000): a longer list is cut there. */
export const maxRegularsPages = 100;

/** Only what paging reads; the page itself is checked with the rest of the import. */
const regularsPageSchema = z.object({ _total: z.number(), regulars: z.array(z.unknown()) }).passthrough();

async function fetchRegulars(token: string): Promise<unknown> {
  const page = (offset: number) =>
    getSourceJson(
      `${nightbotApi}${nightbotEndpoints.regulars}?limit=${regularsPageSize}&offset=${offset}`,
      token,
      nightbotService,
    );
  const first = await page(0);
  const firstPage = regularsPageSchema.safeParse(first);
  if (!firstPage.success || firstPage.data.regulars.length >= firstPage.data._total) return first;
  const regulars = [...firstPage.data.regulars];
  for (let pages = 1; pages < maxRegularsPages && regulars.length < firstPage.data._total; pages++) {
    const next = regularsPageSchema.safeParse(await page(regulars.length));
    if (!next.success || next.data.regulars.length === 0) break;
    regulars.push(...next.data.regulars);
  }
  return { ...firstPage.data, regulars };
}

/** The channel's commands, timers, regulars and spam filters as Nightbot answers them. */
export async function fetchNightbotSetup(token: string): Promise<NightbotBodies> {
  const read = (path: string) => getSourceJson(`${nightbotApi}${path}`, token, nightbotService);
  const [commands, timers, regulars, spam_protection] = await Promise.all([
    read(nightbotEndpoints.commands),
    read(nightbotEndpoints.timers),
    fetchRegulars(token),
    read(nightbotEndpoints.spam_protection),
  ]);
  return { commands, timers, regulars, spam_protection };
}

// `!permit <user> [seconds]` (spec/moderation.md section 4): that viewer's links pass for a while.

export const permitLimits = { defaultSeconds: 60, maxSeconds: 3600 };

export type PermitRequest = { login: string; seconds: number };

/** The viewer (with or without @) and the seconds, capped; null when no viewer is named. */
export function readPermit(rest: string): PermitRequest | null {
  const [who, seconds] = rest.trim().split(/\s+/);
  const login = who?.replace(/^@/, '').toLowerCase();
  if (!login || !/^\w{1,25}$/.test(login)) return null;
  const asked = Number.parseInt(seconds ?? '', 10);
  const wanted = Number.isFinite(asked) && asked > 0 ? asked : permitLimits.defaultSeconds;
  return { login, seconds: Math.min(wanted, permitLimits.maxSeconds) };
}

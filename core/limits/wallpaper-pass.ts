// A wallpaper link the channel itself hands out (Discord's /quoteimage) carries a pass: an HMAC of the
// quote asked for under the channel's overlay key. Renders with it draw on the channel's own allowance,
// which anonymous callers cannot reach; a new overlay key ends the old passes.

export type PassedWallpaper = { login: string; width: number; height: number; quote: number };

const encoder = new TextEncoder();

const macKey = (overlayKey: string, use: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(overlayKey), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);

const signed = ({ login, width, height, quote }: PassedWallpaper) =>
  encoder.encode(`${login.toLowerCase()}/${width}/${height}/${quote}`);

/** The pass for one quote of the channel at one size: `pass=` in the wallpaper's query (URL-safe). */
export async function wallpaperPass(overlayKey: string, wallpaper: PassedWallpaper): Promise<string> {
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', await macKey(overlayKey, 'sign'), signed(wallpaper)),
  );
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Whether `pass` is the channel's own for that wallpaper (the platform compares in constant time). */
export async function isWallpaperPass(
  pass: string | undefined,
  overlayKey: string,
  wallpaper: PassedWallpaper,
): Promise<boolean> {
  if (!pass || !/^[A-Za-z0-9_-]{43}$/.test(pass)) return false;
  const mac = Uint8Array.from(atob(pass.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return crypto.subtle.verify('HMAC', await macKey(overlayKey, 'verify'), mac, signed(wallpaper));
}

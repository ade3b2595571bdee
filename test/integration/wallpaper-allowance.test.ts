// Anonymous wallpaper requests cannot spend the streamer's renders: a request for a quote that does not
// exist or one the address's allowance refused counts against nothing of the channel's, and anonymous
// callers share a smaller pool of their own, so the dashboard and Discord's links always have room.
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { wallpaperPass } from '../../core/limits/wallpaper-pass';
import { wallpaperRenderLimits } from '../../worker/routes/wallpaper';
import { newStreamer } from './tips-fixture';

async function channelWithOneQuote() {
  const streamer = await newStreamer();
  await env.DB.prepare(
    "INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES (?, 1, 'only quote', 'me', 0)",
  )
    .bind(streamer.id)
    .run();
  const login = `tipped_${streamer.id}`;
  const wallpaper = (path: string, headers: Record<string, string> = {}) =>
    exports.default.fetch(`http://localhost/bgQuote/${login}/${path}`, { headers });
  return { ...streamer, login, wallpaper };
}

describe('the wallpaper allowance under an anonymous flood', () => {
  it('still serves the streamer’s own render and Discord’s link', { timeout: 60_000 }, async () => {
    const channel = await channelWithOneQuote();
    const stranger = (n: number) => ({ 'CF-Connecting-IP': `198.51.100.${n}` });

    // 20 addresses ask for a quote that does not exist: nothing is drawn, nothing of the channel's spent.
    for (let n = 0; n < 20; n++)
      expect((await channel.wallpaper(`${100 + n}/100/quote.png?quote=99`, stranger(n))).status).toBe(404);
    // 20 more ask for real ones: they share the anonymous pool, and only it runs out.
    const statuses: number[] = [];
    for (let n = 20; n < 40; n++)
      statuses.push((await channel.wallpaper(`${100 + n}/100/quote.png`, stranger(n))).status);
    const drawn = statuses.filter((status) => status === 200).length;
    expect(drawn).toBeGreaterThanOrEqual(wallpaperRenderLimits.anonymousPerUsername);
    expect(drawn).toBeLessThan(20);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);

    // The streamer's dashboard (signed in) is still served.
    const own = await channel.wallpaper('640/360/quote.png', { Cookie: channel.cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Type')).toBe('image/png');
    // So is the link Discord's /quoteimage hands out, with the channel's pass.
    const pass = await wallpaperPass(channel.overlayKey, {
      login: channel.login,
      width: 400,
      height: 300,
      quote: 1,
    });
    expect((await channel.wallpaper(`400/300/quote.png?quote=1&pass=${pass}`)).status).toBe(200);
    // A made-up or borrowed pass is anonymous.
    expect((await channel.wallpaper(`401/300/quote.png?quote=1&pass=${pass}`)).status).toBe(429);
    expect((await channel.wallpaper(`402/300/quote.png?quote=1&pass=${'A'.repeat(43)}`)).status).toBe(429);
  });
});

import { describe, expect, it } from 'vitest';
import type { Emote } from './emote';
import {
  addEmotes,
  type EmoteWorld,
  emptyWorld,
  fireworkAfterBurstTicks,
  launch,
  maxQueuedEmotes,
  offshootSize,
  rainAfterSplashTicks,
  type Sprite,
  sizePixels,
  stepSprite,
  stepWorld,
  ticksPerSecond,
  volcanoPeakShare,
  volcanoTicks,
} from './emote-motion';
import type { EmotePattern, EmoteSize } from './emote-settings';
import { defaultEmoteMoverSettings } from './emote-settings';

const stage = { width: 1280, height: 720 };
const settings = defaultEmoteMoverSettings;
/** A repeatable random source. */
function seeded(seed = 7): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const emote = (type: EmotePattern, size: EmoteSize = 2): Emote => ({
  id: 'A'.repeat(20),
  url: '/e.png',
  size,
  type,
});

/** Steps one sprite and its offshoots until all are gone; every tick's sprites. */
function run(first: Sprite, motion = settings, random = seeded()): Sprite[][] {
  const ticks: Sprite[][] = [];
  let sprites = [first];
  let nextKey = 100;
  while (sprites.length > 0 && ticks.length < 10_000) {
    const next: Sprite[] = [];
    for (const sprite of sprites) {
      const stepped = stepSprite(sprite, stage, motion, random, nextKey);
      nextKey += stepped.length;
      next.push(...stepped);
    }
    sprites = next;
    ticks.push(sprites);
  }
  return ticks;
}
const lifetimeOf = (sprite: Sprite, motion = settings) =>
  run(sprite, motion).findIndex((sprites) => !sprites.some((s) => s.key === sprite.key)) + 1;

describe('emote lifetimes', () => {
  for (const pattern of ['bounce', 'horizontal', 'vertical', 'upwards'] as const) {
    it(`${pattern} is removed after duration plus its start delay`, () => {
      const motion = { ...settings, duration: 4, initialOffset: 2 };
      const random = seeded(3);
      const sprite = launch(emote(pattern), 1, stage, motion, random);
      expect(sprite.delay).toBeGreaterThan(0);
      expect(sprite.delay).toBeLessThanOrEqual(2 * ticksPerSecond);
      expect(lifetimeOf(sprite, motion)).toBe(sprite.delay + 4 * ticksPerSecond);
    });
  }

  it('waits unseen through its delay, then fades in to the configured opacity', () => {
    const motion = { ...settings, initialOffset: 1, opacity: 0.6 };
    const sprite = launch(emote('bounce'), 1, stage, motion, () => 0.5);
    const ticks = run(sprite, motion)
      .map((sprites) => sprites[0])
      .filter(Boolean) as Sprite[];
    const delay = sprite.delay;
    expect(delay).toBe(15);
    expect(ticks.slice(0, delay - 1).every((s) => s.opacity === 0 && s.x === sprite.x)).toBe(true);
    const opacities = ticks.slice(delay, delay + 12).map((s) => s.opacity);
    expect(opacities[0]).toBeGreaterThan(0);
    expect(opacities[0]).toBeLessThan(0.6);
    expect(opacities.at(-1)).toBeCloseTo(0.6);
    expect(Math.max(...ticks.map((s) => s.opacity))).toBeCloseTo(0.6);
  });

  it('volcano lasts 3 s and peaks at about 35/34 of the height', () => {
    const sprite = launch(emote('volcano'), 1, stage, settings, seeded());
    const ticks = run(sprite)
      .map((sprites) => sprites[0])
      .filter(Boolean) as Sprite[];
    expect(lifetimeOf(sprite)).toBe(volcanoTicks);
    const highest = Math.min(...ticks.map((s) => s.y));
    const rise = sprite.y - highest;
    expect(rise / stage.height).toBeCloseTo(volcanoPeakShare, 2);
  });
});

describe('offshoots', () => {
  it('a firework bursts at its height into smaller offshoots and is removed 0.8 s later', () => {
    const sprite = launch(emote('firework', 3), 1, stage, settings, seeded());
    const ticks = run(sprite);
    const burst = ticks.findIndex((sprites) => sprites.length > 1);
    expect(burst).toBeGreaterThan(0);
    const [parent, ...offshoots] = ticks[burst] as Sprite[];
    expect(parent?.y).toBe(sprite.burstY);
    expect(offshoots.length).toBe(8);
    expect(offshoots.every((o) => o.size === 2 && o.motion === 'offshoot')).toBe(true);
    expect(lifetimeOf(sprite)).toBe(burst + 1 + fireworkAfterBurstTicks);
  });

  it('a rain drop speeds up by 0.125 a tick up to twice the speed, splashes on the floor, and goes 1 s later', () => {
    const motion = { ...settings, speed: 3 };
    const sprite = launch(emote('rain', 4), 1, stage, motion, seeded());
    const ticks = run(sprite, motion);
    const drops = ticks.map((sprites) => sprites.find((s) => s.key === 1)).filter(Boolean) as Sprite[];
    expect(drops[0]?.vy).toBeCloseTo(3.125);
    expect(drops[1]?.vy).toBeCloseTo(3.25);
    expect(Math.max(...drops.map((d) => d.vy))).toBe(6);
    const splash = ticks.findIndex((sprites) => sprites.length > 1);
    const offshoots = (ticks[splash] as Sprite[]).filter((s) => s.key !== 1);
    expect(offshoots.every((o) => o.size === 2)).toBe(true);
    expect((ticks[splash] as Sprite[])[0]?.y).toBe(stage.height - sizePixels[4]);
    expect(lifetimeOf(sprite, motion)).toBe(splash + 1 + rainAfterSplashTicks);
  });

  it('drops each size one step; 4 becomes 2 and 1 stays 1', () => {
    expect([1, 2, 3, 4].map((size) => offshootSize(size as EmoteSize))).toEqual([1, 1, 2, 2]);
  });
});

describe('the queue', () => {
  it('shows at most maxEmotesToShow and starts the rest as room frees', () => {
    const motion = { ...settings, maxEmotesToShow: 3, duration: 1 };
    const random = seeded();
    let world: EmoteWorld = addEmotes(
      emptyWorld(stage),
      Array.from({ length: 5 }, () => emote('bounce')),
    );
    world = stepWorld(world, motion, random);
    expect(world.sprites).toHaveLength(3);
    expect(world.queue).toHaveLength(2);
    for (let tick = 0; tick < ticksPerSecond; tick++) world = stepWorld(world, motion, random);
    expect(world.sprites).toHaveLength(2);
    expect(world.queue).toHaveLength(0);
    for (let tick = 0; tick < ticksPerSecond + 1; tick++) world = stepWorld(world, motion, random);
    expect(world.sprites).toHaveLength(0);
  });

  it('does not count offshoots against maxEmotesToShow', () => {
    const motion = { ...settings, maxEmotesToShow: 1 };
    const random = seeded();
    let world = addEmotes(emptyWorld(stage), [emote('firework'), emote('bounce')]);
    while (!world.sprites.some((s) => s.motion === 'offshoot')) world = stepWorld(world, motion, random);
    expect(world.queue).toHaveLength(1);
  });

  it('never holds more than its bound, however much chat floods in', () => {
    let world = emptyWorld(stage);
    for (let i = 0; i < 30; i++)
      world = addEmotes(
        world,
        Array.from({ length: 100 }, () => emote('rain')),
      );
    expect(world.queue).toHaveLength(maxQueuedEmotes);
  });
});

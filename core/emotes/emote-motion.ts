// Emote motion as pure step functions (spec overlays.md "Emote lifecycle"): at 30 ticks a second each
// sprite moves by its pattern's rule; the overlay draws between the last two ticks, so motion is
// smooth at any frame rate. Positions are the image's top-left corner in pixels, speeds in pixels per
// tick; `speed` is the setting. Nothing here touches the DOM or the clock.
import type { Emote } from './emote';
import type { EmoteMoverSettings, EmotePattern, EmoteSize } from './emote-settings';

export const ticksPerSecond = 30;
export const sizePixels: Record<EmoteSize, number> = { 1: 28, 2: 56, 3: 112, 4: 112 };

/** Offshoots drop one size; size 4 becomes 2 (spec), and size 1 stays 1. */
export const offshootSize = (size: EmoteSize): EmoteSize => (size >= 3 ? 2 : 1);

/** Spec: the parent stays this long after it bursts (firework 0.8 s, rain 1 s). */
export const fireworkAfterBurstTicks = Math.round(0.8 * ticksPerSecond);
export const rainAfterSplashTicks = 1 * ticksPerSecond;
/** Spec: a volcano throw lasts 3 s and peaks at about 35/34 of the stage's height. */
export const volcanoTicks = 3 * ticksPerSecond;
export const volcanoPeakShare = 35 / 34;
/** Spec: rain gains 0.125 per tick, up to twice `speed`. */
export const rainGain = 0.125;
export const fadeInTicks = 8;
const fadeOutTicks = 8;
export const offshootTicks = Math.round(1.5 * ticksPerSecond);
const fireworkOffshoots = 8;
const rainOffshoots = 4;
const gravity = 0.2;
/** A firework or rain drop that never reaches its height or the floor is still removed. */
const maxFlightTicks = 30 * ticksPerSecond;
/** Queued emotes beyond this are dropped: a flood of chat cannot grow the overlay's memory. */
export const maxQueuedEmotes = 1000;
/** The speed at which horizontal, vertical and upwards cross the stage in exactly `duration`. */
const referenceSpeed = 5;

export type Stage = { width: number; height: number };

export type MotionSettings = Pick<
  EmoteMoverSettings,
  'duration' | 'initialOffset' | 'opacity' | 'speed' | 'maxEmotesToShow'
>;

export type Sprite = {
  /** Unique in its world: the renderer keys its elements by it. */
  key: number;
  emote: Emote;
  motion: EmotePattern | 'offshoot';
  size: EmoteSize;
  x: number;
  y: number;
  /** Where it was at the tick before, for drawing between ticks. */
  lastX: number;
  lastY: number;
  vx: number;
  vy: number;
  /** Ticks since it was launched, its start delay included. */
  age: number;
  /** Ticks it waits, unseen, before it moves (spec: random up to initialOffset). */
  delay: number;
  /** The age at which it is removed. */
  life: number;
  opacity: number;
  /** Where it started, for patterns computed from time (volcano, upwards' sway). */
  originX: number;
  originY: number;
  /** The height a firework bursts at. */
  burstY: number;
  /** True once a firework burst or a rain drop splashed. */
  hasBurst: boolean;
};

export type EmoteWorld = { stage: Stage; sprites: Sprite[]; queue: Emote[]; nextKey: number };

export const emptyWorld = (stage: Stage): EmoteWorld => ({ stage, sprites: [], queue: [], nextKey: 1 });

const durationTicks = (settings: MotionSettings) =>
  Math.max(1, Math.round(settings.duration * ticksPerSecond));
const between = (random: () => number, low: number, high: number) => low + random() * (high - low);

/** A new sprite of `emote` in its starting place. */
export function launch(
  emote: Emote,
  key: number,
  stage: Stage,
  settings: MotionSettings,
  random: () => number,
): Sprite {
  const { width, height } = stage;
  const px = sizePixels[emote.size];
  const delay = Math.round(random() * settings.initialOffset * ticksPerSecond);
  const lifetime = durationTicks(settings);
  // Crossing patterns take `duration` at the reference speed, proportionally less when faster.
  const across = (distance: number) => ((distance + px) / lifetime) * (settings.speed / referenceSpeed);
  const base = {
    key,
    emote,
    motion: emote.type,
    size: emote.size,
    delay,
    age: 0,
    opacity: 0,
    burstY: 0,
    hasBurst: false,
    vx: 0,
    vy: 0,
  };
  const at = (x: number, y: number, rest: Partial<Sprite>): Sprite => ({
    ...base,
    x,
    y,
    lastX: x,
    lastY: y,
    originX: x,
    originY: y,
    life: delay + lifetime,
    ...rest,
  });
  switch (emote.type) {
    case 'bounce': {
      const angle = random() * 2 * Math.PI;
      return at(random() * Math.max(0, width - px), random() * Math.max(0, height - px), {
        vx: Math.cos(angle) * settings.speed,
        vy: Math.sin(angle) * settings.speed,
      });
    }
    case 'horizontal': {
      const fromLeft = random() < 0.5;
      return at(fromLeft ? -px : width, random() * Math.max(0, height - px), {
        vx: (fromLeft ? 1 : -1) * across(width),
      });
    }
    case 'vertical': {
      const fromTop = random() < 0.5;
      return at(random() * Math.max(0, width - px), fromTop ? -px : height, {
        vy: (fromTop ? 1 : -1) * across(height),
      });
    }
    case 'upwards':
      return at(random() * Math.max(0, width - px), height, { vy: -across(height) });
    case 'firework':
      return at(between(random, 0.1, 0.9) * Math.max(0, width - px), height, {
        vy: -Math.max(settings.speed * 2, height / ticksPerSecond),
        burstY: between(random, 0.15, 0.45) * height,
        life: delay + maxFlightTicks,
      });
    case 'rain':
      return at(random() * Math.max(0, width - px), -px, {
        vy: settings.speed,
        life: delay + maxFlightTicks,
      });
    case 'volcano':
      return at((width - px) / 2 + between(random, -0.03, 0.03) * width, height - px, {
        // Spread over the stage: the fastest throws land near its edges.
        vx: (between(random, -1, 1) * (width / 2)) / volcanoTicks,
        life: delay + volcanoTicks,
      });
  }
}

/** Spec: fade in to `opacity` once the delay is over; fade out over the last ticks of its life. */
function opacityAt(sprite: Sprite, opacity: number): number {
  const shown = sprite.age - sprite.delay;
  if (shown <= 0) return 0;
  const fadeIn = sprite.motion === 'offshoot' ? 1 : Math.min(1, shown / fadeInTicks);
  const fadeOut = Math.min(1, Math.max(0, (sprite.life - sprite.age) / fadeOutTicks));
  return opacity * Math.min(fadeIn, fadeOut);
}

/** Small copies thrown out of a burst firework or a splashing rain drop (one size smaller). */
function offshootsOf(
  parent: Sprite,
  count: number,
  velocity: (i: number) => { vx: number; vy: number },
  nextKey: number,
): Sprite[] {
  const size = offshootSize(parent.size);
  const shift = (sizePixels[parent.size] - sizePixels[size]) / 2;
  const x = parent.x + shift;
  const y = parent.y + shift;
  return Array.from({ length: count }, (_, i) => ({
    ...parent,
    ...velocity(i),
    key: nextKey + i,
    motion: 'offshoot' as const,
    size,
    x,
    y,
    lastX: x,
    lastY: y,
    originX: x,
    originY: y,
    age: 0,
    delay: 0,
    life: offshootTicks,
    hasBurst: true,
  }));
}

/**
 * One tick of one sprite: the sprite as it is after the tick and any offshoots it threw, or nothing
 * once it is removed. `nextKey` is the first key its offshoots may use.
 */
export function stepSprite(
  sprite: Sprite,
  stage: Stage,
  settings: MotionSettings,
  random: () => number,
  nextKey: number,
): Sprite[] {
  const age = sprite.age + 1;
  if (age >= sprite.life) return [];
  const moving = age > sprite.delay;
  let { x, y, vx, vy, life, hasBurst } = sprite;
  const px = sizePixels[sprite.size];
  let thrown: Sprite[] = [];
  if (moving) {
    switch (sprite.motion) {
      case 'bounce':
        x += vx;
        y += vy;
        if (x < 0 || x > stage.width - px) {
          vx = -vx;
          x = Math.min(Math.max(x, 0), Math.max(0, stage.width - px));
        }
        if (y < 0 || y > stage.height - px) {
          vy = -vy;
          y = Math.min(Math.max(y, 0), Math.max(0, stage.height - px));
        }
        break;
      case 'horizontal':
      case 'vertical':
        x += vx;
        y += vy;
        break;
      case 'upwards':
        y += vy;
        x = sprite.originX + Math.sin((age - sprite.delay) / 9 + sprite.key) * px * 0.4;
        break;
      case 'volcano': {
        const t = (age - sprite.delay) / volcanoTicks;
        x = sprite.originX + vx * (age - sprite.delay);
        y = sprite.originY - stage.height * volcanoPeakShare * 4 * t * (1 - t);
        break;
      }
      case 'firework':
        if (!hasBurst) {
          y += vy;
          if (y <= sprite.burstY) {
            y = sprite.burstY;
            hasBurst = true;
            life = age + fireworkAfterBurstTicks;
            const spread = settings.speed * 1.2;
            thrown = offshootsOf(
              sprite,
              fireworkOffshoots,
              (i) => {
                const angle = (i / fireworkOffshoots) * 2 * Math.PI + random() * 0.3;
                return { vx: Math.cos(angle) * spread, vy: Math.sin(angle) * spread };
              },
              nextKey,
            );
          }
        }
        break;
      case 'rain':
        if (!hasBurst) {
          vy = Math.min(vy + rainGain, settings.speed * 2);
          y += vy;
          if (y >= stage.height - px) {
            y = stage.height - px;
            hasBurst = true;
            life = age + rainAfterSplashTicks;
            thrown = offshootsOf(
              sprite,
              rainOffshoots,
              (i) => ({
                vx: (i - (rainOffshoots - 1) / 2) * settings.speed * 0.6,
                vy: -between(random, 0.8, 1.4) * settings.speed,
              }),
              nextKey,
            );
          }
        }
        break;
      case 'offshoot':
        vy += gravity;
        x += vx;
        y += vy;
        break;
    }
  }
  const next: Sprite = { ...sprite, age, x, y, vx, vy, life, hasBurst, lastX: sprite.x, lastY: sprite.y };
  next.opacity = opacityAt(next, settings.opacity);
  return [next, ...thrown];
}

/** Chat's emotes join the queue; a full queue drops the newest (spec: the rest wait in a queue). */
export function addEmotes(world: EmoteWorld, emotes: readonly Emote[]): EmoteWorld {
  const room = Math.max(0, maxQueuedEmotes - world.queue.length);
  return room === 0 ? world : { ...world, queue: [...world.queue, ...emotes.slice(0, room)] };
}

const isParent = (sprite: Sprite) => sprite.motion !== 'offshoot';

/** Launches queued emotes while fewer than maxEmotesToShow are on screen (offshoots not counted). */
function launchQueued(world: EmoteWorld, settings: MotionSettings, random: () => number): EmoteWorld {
  const shown = world.sprites.filter(isParent).length;
  const room = Math.max(0, settings.maxEmotesToShow - shown);
  if (room === 0 || world.queue.length === 0) return world;
  const starting = world.queue.slice(0, room);
  let nextKey = world.nextKey;
  const launched = starting.map((emote) => launch(emote, nextKey++, world.stage, settings, random));
  return { ...world, sprites: [...world.sprites, ...launched], queue: world.queue.slice(room), nextKey };
}

/** One tick of the whole overlay: queued emotes start where there is room, every sprite moves. */
export function stepWorld(world: EmoteWorld, settings: MotionSettings, random: () => number): EmoteWorld {
  const started = launchQueued(world, settings, random);
  let nextKey = started.nextKey;
  const sprites: Sprite[] = [];
  for (const sprite of started.sprites) {
    const stepped = stepSprite(sprite, started.stage, settings, random, nextKey);
    nextKey += Math.max(0, stepped.length - 1);
    for (const next of stepped) sprites.push(next);
  }
  return { ...started, sprites, nextKey };
}

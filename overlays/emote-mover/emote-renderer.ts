// The emote mover itself: emotes flying over a transparent stage in their patterns. Motion runs as the
// pure 30-tick step functions of core/emotes/emote-motion.ts; each animation frame draws every sprite
// between its last two ticks, so motion is smooth at the display's frame rate. Plain DOM, no
// framework: <img> elements are pooled and reused, images stay in the browser's cache, and nothing
// grows over a long stream (the queue and the pool are bounded; the loop sleeps when nothing flies).
// The dashboard's preview mounts this same renderer.
import type { Emote } from '../../core/emotes/emote';
import {
  addEmotes,
  type EmoteWorld,
  emptyWorld,
  type MotionSettings,
  sizePixels,
  stepWorld,
  ticksPerSecond,
} from '../../core/emotes/emote-motion';
import './emote-mover.css';

export type EmoteMover = {
  /** Emotes to fly, in order; beyond maxEmotesToShow they wait their turn. */
  play(emotes: readonly Emote[]): void;
  update(settings: MotionSettings): void;
  destroy(): void;
};

const tickMs = 1000 / ticksPerSecond;
/** After a long pause (a hidden tab) the motion resumes instead of racing through the missed ticks. */
const maxCatchUpTicks = 5;
/** Spare image elements kept for the next emotes; more are let go. */
const maxSpareElements = 100;

const lerp = (from: number, to: number, share: number) => from + (to - from) * share;

export function mountEmoteMover(
  root: HTMLElement,
  initial: MotionSettings,
  random: () => number = Math.random,
): EmoteMover {
  let settings = initial;
  root.classList.add('emote-stage');
  const measure = () => ({ width: root.clientWidth, height: root.clientHeight });
  let world: EmoteWorld = emptyWorld(measure());
  const shown = new Map<number, HTMLImageElement>();
  const spare: HTMLImageElement[] = [];
  let frame = 0;
  let last = 0;
  let owed = 0;

  const resize = new ResizeObserver(() => {
    world = { ...world, stage: measure() };
  });
  resize.observe(root);

  const take = (): HTMLImageElement => {
    const image = spare.pop() ?? document.createElement('img');
    if (!image.isConnected) {
      image.className = 'emote';
      image.alt = '';
      image.decoding = 'async';
      root.appendChild(image);
    }
    image.hidden = false;
    return image;
  };

  const release = (key: number, image: HTMLImageElement) => {
    shown.delete(key);
    if (spare.length < maxSpareElements) {
      image.hidden = true;
      spare.push(image);
    } else image.remove();
  };

  const draw = (share: number) => {
    const alive = new Set<number>();
    for (const sprite of world.sprites) {
      alive.add(sprite.key);
      let image = shown.get(sprite.key);
      if (!image) {
        image = take();
        shown.set(sprite.key, image);
        const px = `${sizePixels[sprite.size]}px`;
        image.style.width = px;
        image.style.height = px;
        image.dataset.emoteId = sprite.emote.id;
        if (image.getAttribute('src') !== sprite.emote.url) image.src = sprite.emote.url;
      }
      // Whole pixels and a plain 2D translate: without a GPU (OBS on some machines, headless Chromium)
      // 200 promoted layers or sub-pixel resampling cost more than the smoothness they add.
      const x = Math.round(lerp(sprite.lastX, sprite.x, share));
      const y = Math.round(lerp(sprite.lastY, sprite.y, share));
      image.style.transform = `translate(${x}px,${y}px)`;
      image.style.opacity = sprite.opacity.toFixed(3);
    }
    for (const [key, image] of shown) if (!alive.has(key)) release(key, image);
    root.dataset.emoteCount = String(shown.size);
  };

  const loop = (now: number) => {
    owed += Math.min(now - last, maxCatchUpTicks * tickMs);
    last = now;
    while (owed >= tickMs) {
      world = stepWorld(world, settings, random);
      owed -= tickMs;
    }
    draw(owed / tickMs);
    // Nothing flying and nothing waiting: the loop sleeps until the next emotes.
    frame = world.sprites.length > 0 || world.queue.length > 0 ? requestAnimationFrame(loop) : 0;
  };

  const wake = () => {
    if (frame) return;
    last = performance.now();
    owed = tickMs;
    frame = requestAnimationFrame(loop);
  };

  return {
    play(emotes) {
      if (emotes.length === 0) return;
      world = addEmotes(world, emotes);
      wake();
    },
    update(next) {
      settings = next;
    },
    destroy() {
      cancelAnimationFrame(frame);
      frame = 0;
      resize.disconnect();
      root.replaceChildren();
      root.classList.remove('emote-stage');
      shown.clear();
      spare.length = 0;
    },
  };
}

// One emote on its way to the emote mover's overlays (spec overlays.md "Emote"): where its image is,
// how big it flies and in which pattern.
import type { EmotePattern, EmoteSize } from './emote-settings';

/** Image addresses by scale: "1" fits 28 px, "2" 56 px, "3" 112 px. */
export type EmoteUrls = Partial<Record<'1' | '2' | '3', string>>;

export type Emote = {
  /** 20 random letters and digits: names this flight (the same image can fly many times). */
  id: string;
  /** The image at the scale its size draws at. */
  url: string;
  /** Every scale the source offers, for a sharper image where the overlay is scaled up. */
  urls?: EmoteUrls;
  size: EmoteSize;
  type: EmotePattern;
};

/** An emote's image as a source knows it, before a flight picks its size and pattern. */
export type EmoteImage = { urls: EmoteUrls; animated: boolean };

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The spec's emote id: 20 random alphanumeric characters. */
export function emoteId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += idAlphabet[Math.floor(random() * idAlphabet.length)];
  return id;
}

/** The scale whose image is drawn at a size (sizes 3 and 4 both draw at 112 px). */
export const scaleOfSize = (size: EmoteSize): keyof EmoteUrls => (size === 1 ? '1' : size === 2 ? '2' : '3');

/** The best image for a size: its own scale, else the nearest larger one, else the largest there is. */
export function urlForSize(urls: EmoteUrls, size: EmoteSize): string {
  const order: (keyof EmoteUrls)[] =
    size === 1 ? ['1', '2', '3'] : size === 2 ? ['2', '3', '1'] : ['3', '2', '1'];
  for (const scale of order) {
    const url = urls[scale];
    if (url) return url;
  }
  return '';
}

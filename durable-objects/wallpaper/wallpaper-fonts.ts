// The fonts a quote wallpaper needs beyond the bundled Latin Roboto: for each character it lacks, the
// first font file (font-manifest.ts) that covers it, fetched once per isolate from the static assets.
// A file that cannot be loaded (offline, missing) is left out, and the render says so.
import { type WallpaperFontFile, wallpaperFontFiles } from './font-manifest';

/** `family` is the file's path, the name satori knows it by. */
export type LoadedFont = { family: string; data: ArrayBuffer };
export type FontFetcher = (path: string) => Promise<ArrayBuffer>;

/** The Latin subset is bundled with the Worker (render-wallpaper.ts), so it is never fetched. */
export const bundledFontPath = 'roboto/roboto-latin-700-normal.woff';

/** Control characters, variation selectors and the zero-width joiner draw nothing themselves. */
const drawsNothing = (codePoint: number) =>
  codePoint < 0x20 || (codePoint >= 0xfe00 && codePoint <= 0xfe0f) || codePoint === 0x200d;

const covers = (file: WallpaperFontFile, codePoint: number) =>
  file.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Symbols that have a text face elsewhere but are meant as emoji: drawn from the emoji font first. */
const emojiFamily = 'Noto Emoji';
const emojiFirst = (codePoint: number, next: number | undefined) =>
  next === 0xfe0f || (codePoint >= 0x2600 && codePoint <= 0x27bf) || codePoint >= 0x1f000;

/** The font files the text needs, in the manifest's order, and whether some character has none. */
export function fontFilesFor(text: string): { files: WallpaperFontFile[]; uncovered: boolean } {
  const needed = new Set<WallpaperFontFile>();
  let uncovered = false;
  const chars = [...text];
  chars.forEach((char, index) => {
    const codePoint = char.codePointAt(0) as number;
    if (drawsNothing(codePoint)) return;
    const candidates = wallpaperFontFiles.filter((candidate) => covers(candidate, codePoint));
    const file =
      (emojiFirst(codePoint, chars[index + 1]?.codePointAt(0)) &&
        candidates.find((candidate) => candidate.family === emojiFamily)) ||
      candidates[0];
    if (!file) uncovered = true;
    else if (file.path !== bundledFontPath) needed.add(file);
  });
  return { files: wallpaperFontFiles.filter((file) => needed.has(file)), uncovered };
}

/**
 * The fonts the text needs; `missing` when a character has no font or a file could not be loaded,
 * `hasUnloadedFile` for the second alone (it may load next time).
 */
export async function fontsFor(
  text: string,
  fetchFont: FontFetcher,
): Promise<{ fonts: LoadedFont[]; missing: boolean; hasUnloadedFile: boolean }> {
  const { files, uncovered } = fontFilesFor(text);
  const loaded = await Promise.all(
    files.map(async (file) => {
      try {
        // One family per file: satori keeps one face per family and weight, so subsets of one
        // typeface under a shared name would hide each other.
        return { family: file.path, data: await fetchFont(file.path) };
      } catch (error) {
        console.error(
          `Wallpaper font ${file.path} did not load:`,
          error instanceof Error ? error.message : error,
        );
        return null;
      }
    }),
  );
  const fonts = loaded.filter((font): font is LoadedFont => font !== null);
  const hasUnloadedFile = fonts.length < files.length;
  return { fonts, missing: uncovered || hasUnloadedFile, hasUnloadedFile };
}

/** Loaded files by path, kept for the isolate's life; a failed load is forgotten so it is tried again. */
const loadedFiles = new Map<string, Promise<ArrayBuffer>>();

/** Fetches font files from the Worker's static assets, each once per isolate. */
export function assetFontFetcher(assets: Fetcher, origin: string): FontFetcher {
  return (path) => {
    let loading = loadedFiles.get(path);
    if (!loading) {
      loading = assets.fetch(new Request(new URL(`/wallpaper-fonts/${path}`, origin))).then((response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        return response.arrayBuffer();
      });
      loadedFiles.set(path, loading);
      loading.catch(() => loadedFiles.delete(path));
    }
    return loading;
  };
}

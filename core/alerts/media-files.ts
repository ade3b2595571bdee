// A channel's alert media (spec alerts.md section 2): which files are taken, judged by their bytes and
// never by their names, the size limits by kind and per channel, and the ids the files are stored and
// addressed by. Sizes are in binary megabytes (1 MB = 1,048,576 bytes), as file managers show them.

import { type MediaKind, mediaIdPattern, mediaKindByExtension } from '../settings/media-reference';

const megabyte = 1024 * 1024;

/** Every type taken, by the extension its media ids end with. */
export const mediaTypes = {
  png: { contentType: 'image/png', label: 'PNG' },
  jpg: { contentType: 'image/jpeg', label: 'JPEG' },
  gif: { contentType: 'image/gif', label: 'GIF' },
  webp: { contentType: 'image/webp', label: 'WebP' },
  webm: { contentType: 'video/webm', label: 'WebM' },
  mp4: { contentType: 'video/mp4', label: 'MP4' },
  mp3: { contentType: 'audio/mpeg', label: 'MP3' },
  ogg: { contentType: 'audio/ogg', label: 'OGG' },
  wav: { contentType: 'audio/wav', label: 'WAV' },
} as const satisfies Record<keyof typeof mediaKindByExtension, { contentType: string; label: string }>;

export type MediaExtension = keyof typeof mediaTypes;

export const maxBytesByKind: Record<MediaKind, number> = {
  image: 10 * megabyte,
  video: 25 * megabyte,
  sound: 3 * megabyte,
};

export const alertMediaLimits = {
  /** All of one channel's files together. */
  channelBytes: 200 * megabyte,
  /** Files per channel, so a channel of tiny files cannot grow its list without end. */
  files: 200,
  /** Characters of the original file name kept for the page's list. */
  nameLength: 200,
} as const;

/**
 * The largest upload body the route reads: the largest file plus room for the multipart framing
 * (boundaries, part headers, a long file name).
 */
export const maxUploadBodyBytes = maxBytesByKind.video + 64 * 1024;

/** How many leading bytes sniffing looks at. */
export const sniffBytes = 4096;

export function newMediaId(extension: MediaExtension): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}.${extension}`;
}

/** The extension of a well-formed media id, or null for anything else. */
export function mediaIdExtension(id: string): MediaExtension | null {
  return mediaIdPattern.test(id) ? (id.slice(id.indexOf('.') + 1) as MediaExtension) : null;
}

/** Where an uploaded file is served. */
export const uploadedMediaUrl = (id: string) => `/media/${id}`;

/** Where a media file lives in the bucket. */
export const mediaObjectKey = (id: string) => `media/${id}`;

export type Sniffed = { ok: true; extension: MediaExtension } | { ok: false; reason: string };

const ascii = (head: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...head.subarray(at, at + length));

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);

/** WebM is Matroska with the DocType `webm` in its EBML header (element 0x4282, a short string). */
function ebmlDocType(head: Uint8Array): string | null {
  const headerEnd = Math.min(head.length, 64);
  for (let at = 4; at + 2 < headerEnd; at++) {
    if (head[at] !== 0x42 || head[at + 1] !== 0x82) continue;
    const size = head[at + 2] ?? 0;
    // A one-byte size (its top bit set) is what every muxer writes for so short a string.
    if ((size & 0x80) === 0) return null;
    return ascii(head, at + 3, size & 0x7f);
  }
  return null;
}

/** ISO base media brands of MP4 video; images (AVIF, HEIC) and M4A sound share the container. */
const mp4Brands = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'mmp4',
]);
const imageBrands = new Set(['avif', 'avis', 'heic', 'heix', 'hevc', 'mif1', 'msf1']);

function sniffMp4(head: Uint8Array): Sniffed | null {
  if (ascii(head, 4, 4) !== 'ftyp') return null;
  const boxSize = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  const major = ascii(head, 8, 4);
  if (imageBrands.has(major))
    return { ok: false, reason: 'AVIF and HEIC images are not taken: save the image as PNG, JPEG or WebP.' };
  if (major === 'M4A ' || major === 'M4B ')
    return { ok: false, reason: 'M4A sound is not taken: save the sound as MP3, OGG or WAV.' };
  if (major === 'qt  ')
    return { ok: false, reason: 'QuickTime (.mov) video is not taken: save the video as MP4 or WebM.' };
  const brands = [major];
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) brands.push(ascii(head, at, 4));
  return brands.some((brand) => mp4Brands.has(brand)) ? { ok: true, extension: 'mp4' } : null;
}

/** An MPEG-1/2/2.5 Layer III frame header: sync, a defined version, a usable bitrate and sample rate. */
function isMp3Frame(head: Uint8Array): boolean {
  const [b0 = 0, b1 = 0, b2 = 0] = head;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 3;
  return version !== 1 && layer === 1 && bitrate !== 0xf && bitrate !== 0 && sampleRate !== 3;
}

/** The first Ogg page's packet names its codec: Vorbis or Opus sound, or Theora video (refused). */
function sniffOgg(head: Uint8Array): Sniffed {
  const packet = 27 + (head[26] ?? 0);
  if (ascii(head, packet + 1, 6) === 'vorbis' || ascii(head, packet, 8) === 'OpusHead')
    return { ok: true, extension: 'ogg' };
  return { ok: false, reason: 'Only OGG sound (Vorbis or Opus) is taken, not OGG video or other OGG files.' };
}

/** Valid UTF-8 without control characters other than tabs and line breaks. */
function isText(head: Uint8Array): boolean {
  try {
    // Streaming, so a character cut off at the end of the head is not an error.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what text lacks.
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

const taken = 'PNG, JPEG, GIF, WebP, WebM, MP4, MP3, OGG or WAV';

/** Why a file that is none of the taken types is refused, in the plainest words its bytes allow. */
function refusal(head: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<') && text.includes('<svg'))
    return 'SVG images are not taken, since they can carry scripts: save the image as PNG or WebP.';
  if (/^<(!doctype html|html|head|body|script|meta|iframe|div)\b/.test(text))
    return 'This file is a web page (HTML), not an image, video or sound, whatever its name says.';
  if (isText(head.subarray(0, 512)))
    return 'This file is text, not an image, video or sound, whatever its name says.';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]))
    return 'Matroska (.mkv) video is not taken: save the video as WebM or MP4.';
  return `This file is not a ${taken} file, judging by its contents (its name does not count).`;
}

/** The type of a file from its first bytes (at least `sniffBytes` of them when the file is that long). */
export function sniffMediaType(head: Uint8Array): Sniffed {
  if (head.length === 0) return { ok: false, reason: 'The file is empty.' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ok: true, extension: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ok: true, extension: 'jpg' };
  const six = ascii(head, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a') return { ok: true, extension: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 4);
    if (form === 'WEBP') return { ok: true, extension: 'webp' };
    if (form === 'WAVE') return { ok: true, extension: 'wav' };
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && ebmlDocType(head) === 'webm')
    return { ok: true, extension: 'webm' };
  const mp4 = sniffMp4(head);
  if (mp4) return mp4;
  if (ascii(head, 0, 3) === 'ID3' || isMp3Frame(head)) return { ok: true, extension: 'mp3' };
  if (ascii(head, 0, 4) === 'OggS') return sniffOgg(head);
  return { ok: false, reason: refusal(head) };
}

/** Megabytes with one decimal, as the reasons show sizes. */
export const formatMegabytes = (bytes: number) => `${(bytes / megabyte).toFixed(1)} MB`;

/** A limit, which is whole megabytes. */
export const formatLimit = (bytes: number) => `${bytes / megabyte} MB`;

export type MediaCheck =
  | { ok: true; extension: MediaExtension; kind: MediaKind; contentType: string }
  | { ok: false; status: 400 | 413; reason: string };

/** A file's type from its first bytes, then its size against its kind's limit. */
export function checkMediaFile(head: Uint8Array, size: number): MediaCheck {
  const sniffed = sniffMediaType(head);
  if (!sniffed.ok) return { ok: false, status: 400, reason: sniffed.reason };
  const { contentType, label } = mediaTypes[sniffed.extension];
  const kind = mediaKindByExtension[sniffed.extension];
  const limit = maxBytesByKind[kind];
  if (size > limit)
    return {
      ok: false,
      status: 413,
      reason: `This ${label} file is ${formatMegabytes(size)}; ${kind}s may be at most ${formatLimit(limit)}.`,
    };
  return { ok: true, extension: sniffed.extension, kind, contentType };
}

/** Why a new file of `size` bytes does not fit the channel, or null when it does. */
export function quotaRefusal(usage: { bytes: number; files: number }, size: number): string | null {
  if (usage.files >= alertMediaLimits.files)
    return `This channel already has ${alertMediaLimits.files} media files, the most it can keep. Delete some first.`;
  if (usage.bytes + size > alertMediaLimits.channelBytes)
    return `This file (${formatMegabytes(size)}) does not fit: the channel's media already takes ${formatMegabytes(usage.bytes)} of its ${formatLimit(alertMediaLimits.channelBytes)}. Delete some first.`;
  return null;
}

/** The file name the page lists: no path, no control characters, not endless. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, alertMediaLimits.nameLength);
}

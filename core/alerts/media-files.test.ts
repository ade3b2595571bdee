import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mediaIdPattern } from '../settings/media-reference';
import { alertTypes } from './alert';
import {
  alertMediaLimits,
  checkMediaFile,
  cleanFileName,
  maxBytesByKind,
  mediaIdExtension,
  newMediaId,
  quotaRefusal,
  sniffMediaType,
} from './media-files';
import { alertDefaultMedia } from './resolve-alert';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)),
  );

const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];

/** The first Ogg page, its one segment holding `packet`. */
const oggPage = (packet: (string | number[])[]) => {
  const body = bytes(...packet);
  return bytes(
    'OggS',
    [0, 2],
    Array(8).fill(0),
    [1, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [1, body.length],
    [...body],
  );
};

/** The opening bytes each kind of file has, as real encoders write them. */
const real = {
  png: bytes(
    [0x89],
    'PNG',
    [0x0d, 0x0a, 0x1a, 0x0a],
    [0, 0, 0, 13],
    'IHDR',
    [0, 0, 1, 44, 0, 0, 1, 44, 8, 6, 0, 0, 0],
  ),
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  gif: bytes('GIF89a', [0x2c, 0x01, 0x2c, 0x01, 0xf7, 0, 0]),
  webp: bytes('RIFF', le32(4000), 'WEBP', 'VP8L', le32(3980)),
  webm: bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f],
    [0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08],
    [0x42, 0x82, 0x84],
    'webm',
    [0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02],
  ),
  mp4: bytes([0, 0, 0, 0x20], 'ftyp', 'isom', [0, 0, 2, 0], 'isom', 'iso2', 'avc1', 'mp41'),
  mp4Compatible: bytes([0, 0, 0, 0x18], 'ftyp', 'XAVC', [0, 0, 0, 0], 'XAVC', 'mp42'),
  mp3Id3: bytes('ID3', [4, 0, 0, 0, 0, 0x23, 0x76], 'TSSE'),
  mp3Frame: bytes([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]),
  oggVorbis: oggPage([[0x01], 'vorbis', [0, 0, 0, 0, 1, 0x44, 0xac, 0, 0]]),
  oggOpus: oggPage(['OpusHead', [1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0]]),
  wav: bytes(
    'RIFF',
    le32(44_136),
    'WAVE',
    'fmt ',
    le32(16),
    [1, 0, 1, 0],
    le32(22_050),
    le32(44_100),
    [2, 0, 16, 0],
  ),
};

describe('sniffMediaType', () => {
  it.each([
    ['png', real.png],
    ['jpg', real.jpg],
    ['gif', real.gif],
    ['webp', real.webp],
    ['webm', real.webm],
    ['mp4', real.mp4],
    ['mp4', real.mp4Compatible],
    ['mp3', real.mp3Id3],
    ['mp3', real.mp3Frame],
    ['ogg', real.oggVorbis],
    ['ogg', real.oggOpus],
    ['wav', real.wav],
  ])('knows %s from its bytes', (extension, head) => {
    expect(sniffMediaType(head)).toEqual({ ok: true, extension });
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', /SVG/],
    ['an SVG with an XML prolog', '\uFEFF<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"/>', /SVG/],
    ['an HTML page', '<!DOCTYPE html><html><body><script>alert(1)</script>', /web page \(HTML\)/],
    ['an HTML fragment', '  <script>fetch("/api")</script>', /web page \(HTML\)/],
    ['plain text', 'just some words, not a picture\n', /text/],
  ])('refuses %s with a plain reason', (_, text, reason) => {
    const sniffed = sniffMediaType(new TextEncoder().encode(text));
    expect(sniffed.ok).toBe(false);
    expect(!sniffed.ok && sniffed.reason).toMatch(reason);
  });

  it.each([
    ['an empty file', bytes(), /empty/],
    [
      'a PDF',
      bytes('%PDF-1.7', [0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3]),
      /not a PNG, JPEG, GIF, WebP, WebM, MP4, MP3, OGG or WAV/,
    ],
    ['a Matroska video', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88], 'matroska'), /Matroska/],
    ['an OGG video', oggPage([[0x80], 'theora', [3, 2, 1]]), /Only OGG sound/],
    ['a HEIC photo', bytes([0, 0, 0, 0x18], 'ftyp', 'heic', [0, 0, 0, 0], 'mif1', 'heic'), /HEIC/],
    ['an AVIF image', bytes([0, 0, 0, 0x1c], 'ftyp', 'avif', [0, 0, 0, 0], 'avif', 'mif1', 'miaf'), /AVIF/],
    ['M4A sound', bytes([0, 0, 0, 0x1c], 'ftyp', 'M4A ', [0, 0, 0, 0], 'M4A ', 'mp42', 'isom'), /M4A/],
    ['a QuickTime movie', bytes([0, 0, 0, 0x14], 'ftyp', 'qt  ', [0, 0, 0, 0], 'qt  '), /QuickTime/],
    [
      'an MP4-style file of no MP4 brand (3GPP2)',
      bytes([0, 0, 0, 0x18], 'ftyp', '3g2a', [0, 0, 0, 0], '3g2a', 'KDDI'),
      /not a PNG, JPEG, GIF, WebP, WebM, MP4, MP3, OGG or WAV/,
    ],
    [
      'AAC (ADTS), which shares MP3 frame sync',
      bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]),
      /not a PNG/,
    ],
    ['a RIFF that is neither WebP nor WAV', bytes('RIFF', le32(100), 'AVI ', 'LIST'), /not a PNG/],
  ])('refuses %s', (_, head, reason) => {
    const sniffed = sniffMediaType(head);
    expect(sniffed.ok).toBe(false);
    expect(!sniffed.ok && sniffed.reason).toMatch(reason);
  });

  it('goes by the bytes alone: a PNG is a PNG whatever it is called, HTML is refused whatever it is called', () => {
    // The name is never passed in: there is nothing it could change.
    expect(sniffMediaType.length).toBe(1);
    expect(checkMediaFile(real.png, 100)).toMatchObject({
      ok: true,
      kind: 'image',
      contentType: 'image/png',
    });
  });
});

describe('checkMediaFile', () => {
  it('gives each type its kind and content type', () => {
    expect(checkMediaFile(real.webm, 10)).toMatchObject({
      ok: true,
      kind: 'video',
      contentType: 'video/webm',
    });
    expect(checkMediaFile(real.mp3Frame, 10)).toMatchObject({
      ok: true,
      kind: 'sound',
      contentType: 'audio/mpeg',
    });
    expect(checkMediaFile(real.wav, 10)).toMatchObject({ ok: true, kind: 'sound', contentType: 'audio/wav' });
  });

  it('holds each kind to its size limit: images 10 MB, videos 25 MB, sounds 3 MB', () => {
    const mb = 1024 * 1024;
    expect(checkMediaFile(real.png, 10 * mb).ok).toBe(true);
    expect(checkMediaFile(real.png, 10 * mb + 1)).toEqual({
      ok: false,
      status: 413,
      reason: 'This PNG file is 10.0 MB; images may be at most 10 MB.',
    });
    expect(checkMediaFile(real.mp4, 25 * mb).ok).toBe(true);
    expect(checkMediaFile(real.mp4, 25 * mb + 1)).toMatchObject({ ok: false, status: 413 });
    expect(checkMediaFile(real.oggVorbis, 3 * mb).ok).toBe(true);
    expect(checkMediaFile(real.oggVorbis, 4 * mb)).toMatchObject({
      ok: false,
      status: 413,
      reason: 'This OGG file is 4.0 MB; sounds may be at most 3 MB.',
    });
    expect(maxBytesByKind).toEqual({ image: 10 * mb, video: 25 * mb, sound: 3 * mb });
  });

  it('refuses a file of the wrong type with 400 before looking at its size', () => {
    const svg = new TextEncoder().encode('<svg/>');
    expect(checkMediaFile(svg, 50 * 1024 * 1024)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('quotaRefusal', () => {
  const mb = 1024 * 1024;
  it('lets a file in while the channel stays within 200 MB and 200 files', () => {
    expect(quotaRefusal({ bytes: 0, files: 0 }, 25 * mb)).toBeNull();
    expect(quotaRefusal({ bytes: 190 * mb, files: 199 }, 10 * mb)).toBeNull();
  });
  it('refuses what would go over either', () => {
    expect(quotaRefusal({ bytes: 190 * mb, files: 3 }, 10 * mb + 1)).toBe(
      "This file (10.0 MB) does not fit: the channel's media already takes 190.0 MB of its 200 MB. Delete some first.",
    );
    expect(quotaRefusal({ bytes: 0, files: alertMediaLimits.files }, 1)).toMatch(
      /already has 200 media files/,
    );
  });
});

describe('media ids', () => {
  it('are 32 random lowercase hex characters and the sniffed extension', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newMediaId('webm')));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{32}\.webm$/);
      expect(mediaIdPattern.test(id)).toBe(true);
      expect(mediaIdExtension(id)).toBe('webm');
    }
  });
  it.each([
    '0123456789abcdef0123456789abcdef.svg',
    '0123456789ABCDEF0123456789abcdef.png',
    '0123456789abcdef0123456789abcde.png',
    '../0123456789abcdef0123456789ab.png',
    '0123456789abcdef0123456789abcdef.png/x',
    '0123456789abcdef0123456789abcdef.jpeg',
    '',
  ])('refuses %j', (id) => {
    expect(mediaIdExtension(id)).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('keeps the name without its path or control characters, and not too long', () => {
    expect(cleanFileName('C:\\Users\\me\\Pictures\\hype.gif')).toBe('hype.gif');
    expect(cleanFileName('a/b/ding\u0000\u001b.wav ')).toBe('ding.wav');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(`${'x'.repeat(300)}.png`)).toHaveLength(200);
  });
});

describe('the bundled defaults (scripts/make-alert-defaults.ts)', () => {
  const read = (address: string) =>
    new Uint8Array(readFileSync(new URL(`../../public${address}`, import.meta.url)));
  const view = (file: Uint8Array) => new DataView(file.buffer, file.byteOffset, file.byteLength);

  it.each(alertTypes)(
    'has a small 300 px PNG and a short 22.05 kHz mono WAV for %s, which the sniffer takes',
    (type) => {
      const png = read(alertDefaultMedia(type).image);
      expect(sniffMediaType(png)).toEqual({ ok: true, extension: 'png' });
      expect(png.length).toBeLessThanOrEqual(40 * 1024);
      // IHDR: width, height, then bit depth 8 and colour type 6 (RGBA: a transparent background).
      expect([view(png).getUint32(16), view(png).getUint32(20), png[24], png[25]]).toEqual([300, 300, 8, 6]);

      const wav = read(alertDefaultMedia(type).sound);
      expect(sniffMediaType(wav)).toEqual({ ok: true, extension: 'wav' });
      expect(wav.length).toBeLessThanOrEqual(60 * 1024);
      const channels = view(wav).getUint16(22, true);
      const rate = view(wav).getUint32(24, true);
      const seconds = view(wav).getUint32(40, true) / (rate * 2);
      expect([channels, rate]).toEqual([1, 22_050]);
      expect(seconds).toBeGreaterThanOrEqual(0.6);
      expect(seconds).toBeLessThanOrEqual(1.2);
    },
  );
});

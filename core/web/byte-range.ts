// One `Range: bytes=...` request header against a file's size (RFC 9110 section 14), for the media
// the overlays play: browsers ask for ranges to seek in video and sound.

export type ByteRange = { offset: number; length: number };

/**
 * The range asked for, clamped to the file; 'unsatisfiable' when it starts past the end (a 416); null
 * when there is no header, or one this does not serve (several ranges, another unit, bad syntax), which
 * the answer ignores by sending the whole file, as the RFC allows.
 */
export function parseByteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header === null ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const offset = Number(first);
  if (last !== '' && Number(last) < offset) return null;
  if (offset >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { offset, length: end - offset + 1 };
}

/** The Content-Range of a partial answer. */
export const contentRange = ({ offset, length }: ByteRange, size: number) =>
  `bytes ${offset}-${offset + length - 1}/${size}`;

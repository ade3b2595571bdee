// A setting that names a media file (the alerts' images, videos and sounds): '' for the bundled
// default, 'none' for no media, or the id of a file the channel uploaded, which the media routes serve
// at /media/{id}. The id's extension says its kind, since uploads are stored under the type their bytes
// showed.

export const mediaKinds = ['image', 'video', 'sound'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** Every file type an upload may be, by the extension its id ends with. */
export const mediaKindByExtension = {
  png: 'image',
  jpg: 'image',
  gif: 'image',
  webp: 'image',
  webm: 'video',
  mp4: 'video',
  mp3: 'sound',
  ogg: 'sound',
  wav: 'sound',
} as const satisfies Record<string, MediaKind>;

/** `{32 lowercase hex}.{extension}`: an uploaded file's id. */
export const mediaIdPattern = new RegExp(
  `^[0-9a-f]{32}\\.(?:${Object.keys(mediaKindByExtension).join('|')})$`,
);

/** The kind of an uploaded file's id, or undefined for anything that is not one. */
export function mediaKindOfId(id: string): MediaKind | undefined {
  return mediaIdPattern.test(id)
    ? mediaKindByExtension[id.slice(id.indexOf('.') + 1) as keyof typeof mediaKindByExtension]
    : undefined;
}

/** Whether a media setting with these kinds takes the value. */
export function isMediaReference(value: string, kinds: readonly MediaKind[]): boolean {
  if (value === '' || value === 'none') return true;
  const kind = mediaKindOfId(value);
  return kind !== undefined && kinds.includes(kind);
}

/** Where the overlay loads a reference from: the upload, the bundled default, or nowhere for 'none'. */
export function mediaUrl(reference: string, defaultUrl: string): string | undefined {
  if (reference === 'none') return undefined;
  return reference === '' ? defaultUrl : `/media/${reference}`;
}

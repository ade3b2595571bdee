// A channel's alert media (spec alerts.md section 2): upload, list and delete in the dashboard API, and
// the public `/media/{id}` the overlays load (OBS has no session; the id's 128 random bits are the
// only way to find a file). The type comes from the file's bytes; the bytes live in the MEDIA bucket.
import { type Context, Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import {
  alertMediaLimits,
  checkMediaFile,
  cleanFileName,
  formatLimit,
  maxBytesByKind,
  maxUploadBodyBytes,
  mediaIdExtension,
  mediaObjectKey,
  mediaTypes,
  newMediaId,
  quotaRefusal,
  sniffBytes,
  uploadedMediaUrl,
} from '../../core/alerts/media-files';
import { type ByteRange, contentRange, parseByteRange } from '../../core/web/byte-range';
import {
  alertMediaUsage,
  deleteAlertMedia,
  hasAlertMedia,
  listAlertMedia,
  reserveAlertMedia,
} from '../../db/alert-media';
import { openDatabase } from '../../db/client';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { limitAndDrainBody } from '../middleware/request-body';
import { changes, changesNothing } from '../route-properties';
import { validJson } from '../validation';

/** The body limit of an upload, declared by its route instead of the 1 MB every other request has. */
const uploadBody = limitAndDrainBody({
  maxBytes: maxUploadBodyBytes,
  onTooLarge: (c: Context) =>
    c.json(
      {
        status: false,
        reason: `The file is larger than ${formatLimit(maxBytesByKind.video)}, the most any alert media may be (images ${formatLimit(maxBytesByKind.image)}, sounds ${formatLimit(maxBytesByKind.sound)}).`,
      },
      413,
    ),
});

const uploadForm = validator('form', (form) => {
  const file = form.file;
  if (!(file instanceof File))
    throw new HttpError(400, 'Send the file as multipart/form-data, in the field `file`.', {}, 'file');
  return { file };
});

const deleteSchema = z.object({ id: z.string().max(64) });

/** Why the channel has no room for `size` more bytes: a full list is a 409 as every list's, too few bytes left a 413. */
function noRoom(usage: { bytes: number; files: number }, size: number): HttpError | null {
  const reason = quotaRefusal(usage, size);
  if (!reason) return null;
  return new HttpError(usage.files >= alertMediaLimits.files ? 409 : 413, reason, {}, 'file');
}

export const alertMediaRoutes = new Hono<AppEnv>()
  .get('/', changesNothing, async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const rows = await listAlertMedia(openDatabase(c.env.DB), streamerId);
    return c.json({
      status: true as const,
      media: rows.map(({ id, kind, bytes, name, createdAt }) => ({
        id,
        kind,
        url: uploadedMediaUrl(id),
        bytes,
        name,
        createdAt,
      })),
      usedBytes: rows.reduce((sum, row) => sum + row.bytes, 0),
      limitBytes: alertMediaLimits.channelBytes,
    });
  })
  .post('/', changes('Alerts', { body: uploadBody }), uploadForm, async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const { file } = c.req.valid('form');
    const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
    const checked = checkMediaFile(head, file.size);
    if (!checked.ok) throw new HttpError(checked.status, checked.reason, {}, 'file');
    const db = openDatabase(c.env.DB);
    const refusal = noRoom(await alertMediaUsage(db, streamerId), file.size);
    if (refusal) throw refusal;
    const row = {
      id: newMediaId(checked.extension),
      kind: checked.kind,
      contentType: checked.contentType,
      bytes: file.size,
      name: cleanFileName(file.name),
      createdAt: Date.now(),
    };
    // The row first: it takes the room in one statement, so an upload running beside this one cannot
    // push the channel past its quota between the check above and the write.
    if (!(await reserveAlertMedia(db, streamerId, row)))
      throw (
        noRoom(await alertMediaUsage(db, streamerId), file.size) ??
        new HttpError(413, 'The channel has no room for this file. Delete some first.', {}, 'file')
      );
    try {
      await c.env.MEDIA.put(mediaObjectKey(row.id), file, {
        httpMetadata: { contentType: checked.contentType },
      });
    } catch (error) {
      await deleteAlertMedia(db, streamerId, row.id);
      throw error;
    }
    return c.json({
      status: true as const,
      media: { id: row.id, kind: row.kind, url: uploadedMediaUrl(row.id), bytes: row.bytes },
    });
  })
  .delete('/', changes('Alerts'), validJson(deleteSchema), async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const { id } = c.req.valid('json');
    const db = openDatabase(c.env.DB);
    if (!(await hasAlertMedia(db, streamerId, id)))
      throw new HttpError(404, 'This channel has no media file with that id.', {}, 'id');
    // The bytes before the row: should the bucket fail, the row stays listed and can be deleted again.
    await c.env.MEDIA.delete(mediaObjectKey(id));
    await deleteAlertMedia(db, streamerId, id);
    return c.json({ status: true as const });
  });

/** What every media answer carries: a file that never changes under its id, never run as a page. */
const mediaHeaders = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  // Only the product's own pages (the overlays, the dashboard) may embed the files.
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Accept-Ranges': 'bytes',
};

export const mediaFileRoutes = new Hono<AppEnv>().get('/media/:id', changesNothing, async (c) => {
  const id = c.req.param('id');
  const extension = mediaIdExtension(id);
  if (!extension) throw new HttpError(404, 'No such media file.');
  const key = mediaObjectKey(id);
  const headers = { ...mediaHeaders, 'Content-Type': mediaTypes[extension].contentType };
  const rangeHeader = c.req.header('Range');
  let range: ByteRange | null = null;
  if (rangeHeader) {
    // A range is checked against the file's size, which its metadata tells before any byte is read.
    const found = await c.env.MEDIA.head(key);
    if (!found) throw new HttpError(404, 'No such media file.');
    const parsed = parseByteRange(rangeHeader, found.size);
    if (parsed === 'unsatisfiable')
      return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${found.size}` });
    range = parsed;
  }
  const object = await c.env.MEDIA.get(key, range ? { range } : {});
  if (!object) throw new HttpError(404, 'No such media file.');
  if (!range)
    return c.body(object.body, 200, {
      ...headers,
      ETag: object.httpEtag,
      'Content-Length': String(object.size),
    });
  return c.body(object.body, 206, {
    ...headers,
    ETag: object.httpEtag,
    'Content-Range': contentRange(range, object.size),
    'Content-Length': String(range.length),
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors';
import { t } from '../http/i18n';

/** Where the public uploads are served: `/uploads/<key>` (src/server/blobs, bucket `uploads`). */
export const UPLOADS_PREFIX = '/uploads/';

/** The files the uploads hold: images checked by their bytes, and the demo's SVGs. Anything else is served as plain bytes. */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** Whether the browser's copy (If-None-Match, else If-Modified-Since) is still these bytes. */
function isFresh(req: FastifyRequest, etag: string, storedAt: Date): boolean {
  const match = req.headers['if-none-match'];
  if (match) return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, '') || tag.trim() === '*');
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(storedAt.getTime() / 1000) * 1000 <= since;
}

/**
 * Serves the public uploads from the blob store, so every server process answers the same files.
 * Cached a day (the demo's images keep their names when refreshed; uploads never do) and
 * revalidated by their validators; never sniffed into HTML.
 */
export function registerUploadRoutes(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>(`${UPLOADS_PREFIX}*`, async (req, reply) => {
    const key = req.params['*'];
    // A key the store does not accept (`..`, hidden names, an encoded slash's tricks) is simply not found.
    const blob = await app.blobs.uploads.get(key);
    if (!blob) return sendError(reply, 404, t(req, 'error.notFound'));
    const etag = `W/"${blob.size.toString(16)}-${blob.storedAt.getTime().toString(16)}"`;
    reply.headers({
      'cache-control': 'public, max-age=86400',
      etag,
      'last-modified': blob.storedAt.toUTCString(),
      'x-content-type-options': 'nosniff',
    });
    if (isFresh(req, etag, blob.storedAt)) return reply.code(304).send();
    const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    return reply.type(CONTENT_TYPES[ext] ?? 'application/octet-stream').send(blob.data);
  });
}

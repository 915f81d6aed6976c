import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { isStorageUnavailable, sendError } from '../http/errors';
import { t } from '../http/i18n';
import { CONTENT_TYPES, IMAGE_WIDTHS, createVariantStore, parseVariantPath } from './imageVariants';

/** Where the variants of `/uploads/<source>` live: `/images/<width>/<source>.<avif|webp>`. */
export const IMAGES_PREFIX = '/images/';

/** What /runtime-config.js tells the SPA, so it asks only for widths this server renders. */
export const imagesRuntimeConfig = { widths: [...IMAGE_WIDTHS] };

export function registerImageRoutes(app: FastifyInstance): void {
  const store = createVariantStore(app.blobs.uploads, app.config.imageCacheDir);

  app.get<{ Params: { '*': string } }>(`${IMAGES_PREFIX}*`, async (req, reply) => {
    const request = parseVariantPath(req.params['*']);
    if (!request) return sendError(reply, 404, t(req, 'error.notFound'));
    let file: string | undefined;
    try {
      file = await store.file(request);
    } catch (error) {
      if (isStorageUnavailable(error)) {
        req.log.error({ err: error, source: request.source }, 'image variant: the rendering could not be kept on disk');
        return sendError(reply, 503, t(req, 'error.storageUnavailable'));
      }
      // The upload exists but does not decode (it was checked when uploaded; a file changed on disk since).
      req.log.warn({ err: error, source: request.source }, 'image variant: rendering failed');
    }
    if (!file) return sendError(reply, 404, t(req, 'error.notFound'));
    // Upload names are random and never reused: a variant's URL always names the same bytes.
    return reply
      .type(CONTENT_TYPES[request.format])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(file));
  });
}

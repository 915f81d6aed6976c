import { inDomain } from '../../http/domainErrors';
import { uploadedImage } from '../../http/multipart';
import type { TagHandlers } from '../../http/types';
import { uploadImage } from './domain';
import { m } from './messages';

export const mediaHandlers: TagHandlers<'Media'> = {
  async uploadImage(req, reply) {
    const url = await inDomain(req, m, () => uploadImage(req.server.blobs.uploads, req.body.purpose, uploadedImage(req, 'image')));
    reply.code(201);
    return { success: true, data: { url } };
  },
};

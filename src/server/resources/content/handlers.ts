import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { createContent, deleteContent, listContent, updateContent } from './domain';
import { m } from './messages';
import { toApiContent } from './responses';

export const contentHandlers: TagHandlers<'Content'> = {
  async listAdminContent(req) {
    return { success: true, data: (await listContent(req.server.db)).map(toApiContent) };
  },

  async createContent(req, reply) {
    const row = await inDomain(req, m, () => createContent(req.server.db, req.body));
    reply.code(201);
    return { success: true, message: m(req, 'created'), data: toApiContent(row) };
  },

  async updateContent(req) {
    const row = await inDomain(req, m, () => updateContent(req.server.db, req.params.id, req.body));
    return { success: true, message: m(req, 'updated'), data: toApiContent(row) };
  },

  async deleteContent(req) {
    await inDomain(req, m, () => deleteContent(req.server.db, req.params.id));
    return { success: true, message: m(req, 'deleted') };
  },

  async listPublicContent(req) {
    return { success: true, data: (await listContent(req.server.db, { activeOnly: true, type: req.query.type })).map(toApiContent) };
  },

  async listReviews(req) {
    return { success: true, data: (await listContent(req.server.db, { activeOnly: true, type: 'review' })).map(toApiContent) };
  },
};

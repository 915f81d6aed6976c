import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { createService, deleteService, listServices, publicService, reorderServices, toggleServiceActive, updateService } from './domain';
import { m } from './messages';
import { toApiService } from './responses';

export const serviceHandlers: TagHandlers<'Services'> = {
  async listServices(req) {
    // Inactive services are admin-only (listAdminServices); the `active=1` the client sends changes nothing.
    return { success: true, data: (await listServices(req.server.db, { activeOnly: true })).map(toApiService) };
  },

  async getService(req) {
    const row = await inDomain(req, m, () => publicService(req.server.db, req.params.id));
    return { success: true, data: toApiService(row) };
  },

  async listAdminServices(req) {
    return { success: true, data: (await listServices(req.server.db)).map(toApiService) };
  },

  async createService(req, reply) {
    const row = await inDomain(req, m, () => createService(req.server.db, req.body));
    reply.code(201);
    return { success: true, message: m(req, 'created'), data: toApiService(row) };
  },

  async updateService(req) {
    const row = await inDomain(req, m, () => updateService(req.server.db, req.params.id, req.body));
    return { success: true, message: m(req, 'updated'), data: toApiService(row) };
  },

  async deleteService(req) {
    await inDomain(req, m, () => deleteService(req.server.db, req.params.id));
    return { success: true, message: m(req, 'deleted') };
  },

  async toggleServiceActive(req) {
    const row = await inDomain(req, m, () => toggleServiceActive(req.server.db, req.params.id));
    return { success: true, message: m(req, row.is_active === 1 ? 'activated' : 'deactivated'), data: toApiService(row) };
  },

  async updateServiceOrder(req) {
    const rows = await inDomain(req, m, () => reorderServices(req.server.db, req.body.services));
    return { success: true, message: m(req, 'reordered'), data: rows.map(toApiService) };
  },
};

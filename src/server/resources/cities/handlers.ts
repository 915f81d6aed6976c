import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { deleteCity, listCities, saveCity } from './domain';
import { m } from './messages';
import { toApiCity } from './responses';

export const cityHandlers: TagHandlers<'Cities'> = {
  async listCities(req) {
    return { success: true, data: (await listCities(req.server.db)).map(toApiCity) };
  },

  async listAdminCities(req) {
    return { success: true, data: (await listCities(req.server.db)).map(toApiCity) };
  },

  async createCity(req, reply) {
    const row = await inDomain(req, m, () => saveCity(req.server.db, req.body));
    reply.code(201);
    return { success: true, message: m(req, 'created'), data: toApiCity(row) };
  },

  async updateCity(req) {
    const row = await inDomain(req, m, () => saveCity(req.server.db, req.body, req.params.id));
    return { success: true, message: m(req, 'updated'), data: toApiCity(row) };
  },

  async deleteCity(req) {
    await inDomain(req, m, () => deleteCity(req.server.db, req.params.id));
    return { success: true, message: m(req, 'deleted') };
  },
};

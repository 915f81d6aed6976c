import type { FastifyRequest } from 'fastify';
import { invalid, invalidField, isUniqueViolation, notFound } from '../../http/errors';
import type { TagHandlers } from '../../http/types';
import { writtenRow } from '../../http/versionConflict';
import { m } from './messages';
import { deleteCity, insertCity, listCities, slugTaken, updateCity } from './repository';
import { cityColumns, toApiCity, type CityInput } from './service';

type IdParams = { id: number };

/** Validates, then writes in a transaction; `id` undefined creates. */
async function saveCity(req: FastifyRequest, id?: number) {
  const input = req.body as CityInput;
  const { errors, columns } = cityColumns(req, input);
  try {
    return await req.server.db.transaction().execute(async (trx) => {
      if (!errors.slug && columns.slug && (await slugTaken(trx, columns.slug, id))) errors.slug = [m(req, 'slugTaken')];
      if (Object.keys(errors).length > 0) throw invalid(req, errors);
      if (id === undefined) {
        const now = new Date().toISOString();
        return insertCity(trx, { ...columns, created_at: now, updated_at: now });
      }
      return writtenRow(req, await updateCity(trx, id, columns, input.expected_updated_at), m(req, 'changedMeanwhile'));
    });
  } catch (error) {
    // Two saves of one new slug at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw invalidField(req, 'slug', m(req, 'slugTaken'));
    throw error;
  }
}

export const cityHandlers: TagHandlers<'Cities'> = {
  async listCities(req) {
    return { success: true, data: (await listCities(req.server.db)).map(toApiCity) };
  },

  async listAdminCities(req) {
    return { success: true, data: (await listCities(req.server.db)).map(toApiCity) };
  },

  async createCity(req, reply) {
    const row = await saveCity(req);
    reply.code(201);
    return { success: true, message: m(req, 'created'), data: toApiCity(row) };
  },

  async updateCity(req) {
    const { id } = req.params as IdParams;
    const row = await saveCity(req, id);
    return { success: true, message: m(req, 'updated'), data: toApiCity(row) };
  },

  async deleteCity(req) {
    const { id } = req.params as IdParams;
    const deleted = await req.server.db.transaction().execute((trx) => deleteCity(trx, id));
    if (!deleted) throw notFound(req);
    return { success: true, message: m(req, 'deleted') };
  },
};

import { invalid, notFound, type FieldErrors } from '../../http/errors';
import type { TagHandlers } from '../../http/types';
import { m } from './messages';
import { lockVersions } from '../../db/versions';
import { writtenRow } from '../../http/versionConflict';
import {
  deleteService,
  findService,
  insertService,
  listServices,
  nextSortOrder,
  setSortOrder,
  toggleActive,
  updateService,
} from './repository';
import { serviceColumns, toApiService, type ServiceInput } from './service';

type IdParams = { id: number };

export const serviceHandlers: TagHandlers<'Services'> = {
  async listServices(req) {
    // Inactive services are admin-only (listAdminServices); the `active=1` the client sends changes nothing.
    return { success: true, data: (await listServices(req.server.db, { activeOnly: true })).map(toApiService) };
  },

  async getService(req) {
    const { id } = req.params as IdParams;
    const row = await findService(req.server.db, id);
    // An inactive service is hidden from the public as if it did not exist.
    if (!row || row.is_active !== 1) throw notFound(req);
    return { success: true, data: toApiService(row) };
  },

  async listAdminServices(req) {
    return { success: true, data: (await listServices(req.server.db)).map(toApiService) };
  },

  async createService(req, reply) {
    const result = serviceColumns(req, req.body as ServiceInput);
    if (result.errors) throw invalid(req, result.errors);
    const now = new Date().toISOString();
    const row = await req.server.db.transaction().execute(async (trx) =>
      insertService(trx, { ...result.columns, sort_order: await nextSortOrder(trx), created_at: now, updated_at: now }),
    );
    reply.code(201);
    return { success: true, message: m(req, 'created'), data: toApiService(row) };
  },

  async updateService(req) {
    const { id } = req.params as IdParams;
    const input = req.body as ServiceInput;
    const result = serviceColumns(req, input);
    if (result.errors) throw invalid(req, result.errors);
    const outcome = await req.server.db.transaction().execute((trx) => updateService(trx, id, result.columns, input.expected_updated_at));
    const row = writtenRow(req, outcome, m(req, 'changedMeanwhile'));
    return { success: true, message: m(req, 'updated'), data: toApiService(row) };
  },

  async deleteService(req) {
    const { id } = req.params as IdParams;
    const deleted = await req.server.db.transaction().execute((trx) => deleteService(trx, id));
    if (!deleted) throw notFound(req);
    return { success: true, message: m(req, 'deleted') };
  },

  async toggleServiceActive(req) {
    const { id } = req.params as IdParams;
    const row = writtenRow(req, await req.server.db.transaction().execute((trx) => toggleActive(trx, id)), m(req, 'changedMeanwhile'));
    return { success: true, message: m(req, row.is_active === 1 ? 'activated' : 'deactivated'), data: toApiService(row) };
  },

  async updateServiceOrder(req) {
    const { services } = req.body as { services: { id: number; sort_order: number }[] };
    const rows = await req.server.db.transaction().execute(async (trx) => {
      // Checked inside the transaction, so a service deleted meanwhile cannot slip through.
      const versions = await lockVersions(trx, 'services', services.map((s) => s.id));
      const errors: FieldErrors = {};
      const seen = new Set<number>();
      services.forEach(({ id }, index) => {
        if (!versions.has(id)) errors[`services.${index}.id`] = [m(req, 'unknownService', { id })];
        else if (seen.has(id)) errors[`services.${index}.id`] = [m(req, 'duplicateService', { id })];
        seen.add(id);
      });
      if (Object.keys(errors).length > 0) throw invalid(req, errors);
      for (const { id, sort_order } of services) await setSortOrder(trx, id, sort_order, versions.get(id)!);
      return listServices(trx);
    });
    return { success: true, message: m(req, 'reordered'), data: rows.map(toApiService) };
  },
};

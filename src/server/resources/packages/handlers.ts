import type { FastifyReply, FastifyRequest } from 'fastify';
import { ConflictError, DomainError } from '../../domain/errors';
import { httpErrorOf } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import {
  adminPackages,
  bookablePackages,
  createPackage,
  createPackageDate,
  deletePackage,
  deletePackageDate,
  publicPackages,
  reorderPackages,
  setPackageActive,
  updatePackage,
  updatePackageDate,
} from './domain';
import { m } from './messages';
import { toAdminPackage, toAdminPackages, toApiPackages, toPublicPackages } from './responses';

/** The `code` clients act on, per conflict the domain words: an edit made meanwhile, or a delete that bookings forbid. */
const CONFLICT_CODES: Partial<Record<string, 'stale' | 'has_bookings'>> = {
  changedMeanwhile: 'stale',
  dateChangedMeanwhile: 'stale',
  hasBookings: 'has_bookings',
  dateHasBookings: 'has_bookings',
};

/**
 * Runs a packages call: domain errors become HTTP errors in the caller's language; a conflict is
 * answered here, with its `code`, which the shared error shape has no room for.
 */
async function run<T>(req: FastifyRequest, reply: FastifyReply, call: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const code = error instanceof ConflictError && error.key !== undefined ? CONFLICT_CODES[error.key] : undefined;
    if (code === undefined) throw httpErrorOf(req, error, m);
    return reply
      .code(409)
      .type('application/json; charset=utf-8')
      .send({ success: false, code, message: httpErrorOf(req, error, m).message });
  }
}

export const packageHandlers: TagHandlers<'Packages'> = {
  async listPackages(req) {
    return toApiPackages(await bookablePackages(req.server.db));
  },
  async listPublicPackages(req) {
    return { success: true, data: toPublicPackages(await publicPackages(req.server.db)) };
  },
  async listAdminPackages(req) {
    return { success: true, data: toAdminPackages(await adminPackages(req.server.db)) };
  },
  async createPackage(req, reply) {
    return run(req, reply, async () => {
      const catalog = await createPackage(req.server.db, req.body);
      reply.code(201);
      return { success: true, message: m(req, 'created'), data: toAdminPackage(catalog) };
    });
  },
  async updatePackage(req, reply) {
    return run(req, reply, async () => {
      const catalog = await updatePackage(req.server.db, req.params.id, req.body);
      return { success: true, message: m(req, 'updated'), data: toAdminPackage(catalog) };
    });
  },
  async deletePackage(req, reply) {
    return run(req, reply, async () => {
      await deletePackage(req.server.db, req.params.id);
      return { success: true, message: m(req, 'deleted') };
    });
  },
  async setPackageActive(req, reply) {
    return run(req, reply, async () => {
      const catalog = await setPackageActive(req.server.db, req.params.id, req.body);
      return { success: true, message: m(req, req.body.is_active ? 'activated' : 'deactivated'), data: toAdminPackage(catalog) };
    });
  },
  async updatePackageOrder(req, reply) {
    return run(req, reply, async () => {
      const catalog = await reorderPackages(req.server.db, req.body.packages);
      return { success: true, message: m(req, 'reordered'), data: toAdminPackages(catalog) };
    });
  },
  async createPackageDate(req, reply) {
    return run(req, reply, async () => {
      const catalog = await createPackageDate(req.server.db, req.params.id, req.body);
      reply.code(201);
      return { success: true, message: m(req, 'dateCreated'), data: toAdminPackage(catalog) };
    });
  },
  async updatePackageDate(req, reply) {
    return run(req, reply, async () => {
      const catalog = await updatePackageDate(req.server.db, req.params.id, req.body);
      return { success: true, message: m(req, 'dateUpdated'), data: toAdminPackage(catalog) };
    });
  },
  async deletePackageDate(req, reply) {
    return run(req, reply, async () => {
      await deletePackageDate(req.server.db, req.params.id);
      return { success: true, message: m(req, 'dateDeleted') };
    });
  },
};

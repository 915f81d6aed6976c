import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { bookingEnvOf } from '../bookings/links';
import { refillDate } from '../waitlist/domain';
import {
  adminPackage,
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
    const catalog = await inDomain(req, m, () => createPackage(req.server.db, req.body));
    reply.code(201);
    return { success: true, message: m(req, 'created'), data: toAdminPackage(catalog) };
  },
  async updatePackage(req) {
    const catalog = await inDomain(req, m, () => updatePackage(req.server.db, req.params.id, req.body));
    return { success: true, message: m(req, 'updated'), data: toAdminPackage(catalog) };
  },
  async deletePackage(req) {
    await inDomain(req, m, () => deletePackage(req.server.db, req.params.id));
    return { success: true, message: m(req, 'deleted') };
  },
  async setPackageActive(req) {
    const catalog = await inDomain(req, m, () => setPackageActive(req.server.db, req.params.id, req.body));
    return { success: true, message: m(req, req.body.is_active ? 'activated' : 'deactivated'), data: toAdminPackage(catalog) };
  },
  async updatePackageOrder(req) {
    const catalog = await inDomain(req, m, () => reorderPackages(req.server.db, req.body.packages));
    return { success: true, message: m(req, 'reordered'), data: toAdminPackages(catalog) };
  },
  async createPackageDate(req, reply) {
    const catalog = await inDomain(req, m, () => createPackageDate(req.server.db, req.params.id, req.body));
    reply.code(201);
    return { success: true, message: m(req, 'dateCreated'), data: toAdminPackage(catalog) };
  },
  async updatePackageDate(req) {
    let catalog = await inDomain(req, m, () => updatePackageDate(req.server.db, req.params.id, req.body));
    // A larger capacity (or a date opened again) frees seats: the date's waiting list gets them first.
    if ((await refillDate(req.server.db, bookingEnvOf(req.server), req.params.id)) > 0) {
      req.server.mail.wake();
      catalog = await adminPackage(req.server.db, catalog.packages[0].id);
    }
    return { success: true, message: m(req, 'dateUpdated'), data: toAdminPackage(catalog) };
  },
  async deletePackageDate(req) {
    await inDomain(req, m, () => deletePackageDate(req.server.db, req.params.id));
    return { success: true, message: m(req, 'dateDeleted') };
  },
};

import { inDomain } from '../../http/domainErrors';
import { uploadedImage } from '../../http/multipart';
import { guardJsonField } from '../../http/textGuard';
import type { TagHandlers } from '../../http/types';
import { createPartner, deletePartner, listAllPartnerStudents, listPartners, partnerStudents, updatePartner } from './domain';
import { m } from './messages';
import { toPartner, toPublicPartner } from './responses';

export const partnerHandlers: TagHandlers<'Partners'> = {
  async listPartners(req) {
    return (await listPartners(req.server.db)).map(toPublicPartner);
  },

  async listAdminPartners(req) {
    return { success: true, data: (await listPartners(req.server.db)).map(toPartner) };
  },

  async createPartner(req, reply) {
    guardJsonField(req, 'translations', req.body.translations);
    const partner = await inDomain(req, m, () => createPartner(req.server.db, req.server.blobs.uploads, req.body, uploadedImage(req, 'logo')));
    reply.code(201);
    return { success: true, message: m(req, 'created'), data: toPartner(partner) };
  },

  async updatePartner(req) {
    guardJsonField(req, 'translations', req.body.translations);
    const { db, blobs } = req.server;
    const partner = await inDomain(req, m, () => updatePartner(db, blobs.uploads, req.params.id, req.body, uploadedImage(req, 'logo')));
    return { success: true, message: m(req, 'updated'), data: toPartner(partner) };
  },

  async deletePartner(req) {
    await inDomain(req, m, () => deletePartner(req.server.db, req.server.blobs.uploads, req.params.id));
    return { success: true, message: m(req, 'deleted') };
  },

  async checkPartnerStudents(req) {
    const { partnerId, students, profit } = await inDomain(req, m, () => partnerStudents(req.server.db, req.params.id, req.body.account_number));
    return { success: true, data: { partner_id: partnerId, count: students.length, profit, students } };
  },

  async listStudentsWithDiscounts(req) {
    return listAllPartnerStudents(req.server.db);
  },
};

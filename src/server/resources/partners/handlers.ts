import { inDomain } from '../../http/domainErrors';
import { sniffImage, uploadedFile } from '../../http/multipart';
import type { TagHandlers } from '../../http/types';
import { createPartner, listAllPartnerStudents, listPartners, partnerStudents } from './domain';
import { m } from './messages';
import { toPartner, toPublicPartner } from './responses';

export const partnerHandlers: TagHandlers<'Partners'> = {
  async listPartners(req) {
    return (await listPartners(req.server.db)).map(toPublicPartner);
  },

  async createPartner(req, reply) {
    const file = uploadedFile(req, 'logo');
    const logo = file && { data: file.data, kind: sniffImage(file.data) };
    const partner = await inDomain(req, m, () => createPartner(req.server.db, req.server.config.uploadsDir, req.body, logo));
    reply.code(201);
    return { success: true, message: m(req, 'created'), data: toPartner(partner) };
  },

  async checkPartnerStudents(req) {
    const { partnerId, students, profit } = await inDomain(req, m, () => partnerStudents(req.server.db, req.params.id, req.body.account_number));
    return { success: true, data: { partner_id: partnerId, count: students.length, profit, students } };
  },

  async listStudentsWithDiscounts(req) {
    return listAllPartnerStudents(req.server.db);
  },
};

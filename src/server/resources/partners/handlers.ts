import { forbidden, invalid, notFound, type FieldErrors } from '../../http/errors';
import { fieldLabel } from '../../http/fieldLabels';
import { t } from '../../http/i18n';
import { sniffImage, uploadedFile } from '../../http/multipart';
import { decodesFully } from '../../media/imageVariants';
import type { TagHandlers } from '../../http/types';
import { m } from './messages';
import { findPartner, insertPartner, listAllPartnerStudents, listPartnerStudents, listPartners } from './repository';
import { LOGO_MAX_BYTES, PROFIT_PER_STUDENT, accountMatches, isEmail, storeLogo, toPartner, toPublicPartner } from './service';

interface PartnerInput {
  name: string;
  description?: string;
  contact_email?: string;
  discount_code?: string;
  discount_amount?: number;
  account_id: string;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export const partnerHandlers: TagHandlers<'Partners'> = {
  async listPartners(req) {
    return (await listPartners(req.server.db)).map(toPublicPartner);
  },

  async createPartner(req, reply) {
    const input = req.body as PartnerInput;
    const errors: FieldErrors = {};
    const name = input.name.trim();
    const accountId = input.account_id.trim();
    const contactEmail = blankToNull(input.contact_email);
    if (!name) errors.name = [t(req, 'validation.required', { field: fieldLabel(req, 'name') })];
    if (!accountId) errors.account_id = [t(req, 'validation.required', { field: fieldLabel(req, 'account_id') })];
    if (contactEmail && !isEmail(contactEmail)) errors.contact_email = [m(req, 'emailInvalid')];

    // The bytes decide, not the file name or the declared type: a known image signature, and
    // every pixel decodes (the pages show it through renderings made from it, src/server/media).
    const file = uploadedFile(req, 'logo');
    const kind = file && sniffImage(file.data);
    if (!file) errors.logo = [m(req, 'logoRequired')];
    else if (file.data.length > LOGO_MAX_BYTES) errors.logo = [m(req, 'logoTooLarge')];
    else if (!kind || !(await decodesFully(file.data))) errors.logo = [m(req, 'logoNotImage')];
    if (Object.keys(errors).length > 0) throw invalid(req, errors);

    const logo = await storeLogo(req.server.config.uploadsDir, file!.data, kind!);
    try {
      const now = new Date().toISOString();
      const partner = await req.server.db.transaction().execute((trx) =>
        insertPartner(trx, {
          name,
          logo: logo.url,
          description: blankToNull(input.description),
          contact_email: contactEmail,
          discount_code: blankToNull(input.discount_code),
          discount_amount: input.discount_amount ?? 0,
          account_id: accountId,
          created_at: now,
          updated_at: now,
        }),
      );
      reply.code(201);
      return { success: true, message: m(req, 'created'), data: toPartner(partner) };
    } catch (error) {
      await logo.remove(); // no orphan file when the row was not written
      throw error;
    }
  },

  async checkPartnerStudents(req) {
    const { id } = req.params as { id: number };
    const { account_number } = req.body as { account_number: string };
    const { db } = req.server;
    const partner = await findPartner(db, id);
    if (!partner) throw notFound(req);
    if (!accountMatches(account_number, partner.account_id)) throw forbidden(req, m(req, 'noStudents'));
    const students = await listPartnerStudents(db, partner.id);
    return {
      success: true,
      data: { partner_id: partner.id, count: students.length, profit: students.length * PROFIT_PER_STUDENT, students },
    };
  },

  async listStudentsWithDiscounts(req) {
    return listAllPartnerStudents(req.server.db);
  },
};

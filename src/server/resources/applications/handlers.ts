import { revokeToken } from '../../auth/tokens';
import { inDomain } from '../../http/domainErrors';
import { sniffDocument, sniffImage, uploadedFile } from '../../http/multipart';
import type { Auth, TagHandlers } from '../../http/types';
import { sendDocument } from '../instructors/documents';
import { torontoToday, type InstructorView } from '../instructors/domain';
import { toApiApplication } from '../instructors/responses';
import { myApplication, myDocument, submitMyApplication, updateMyApplication, uploadMyCarPhoto, uploadMyDocument } from './domain';
import { m as customerMessages } from '../customer/messages';
import { m } from './messages';

const teacher = (req: { auth: Auth }) => req.auth.user;
const answer = (view: InstructorView, message?: string) => ({
  success: true,
  ...(message ? { message } : {}),
  data: toApiApplication(view, torontoToday()),
});

export const applicationHandlers: TagHandlers<'Applications'> = {
  async instructorLogout(req) {
    await revokeToken(req.server.db, req.auth.tokenId);
    return { success: true, message: customerMessages(req, 'loggedOut') };
  },

  async getMyApplication(req) {
    return answer(await myApplication(req.server.db, teacher(req)));
  },

  async updateMyApplication(req) {
    return answer(await inDomain(req, m, () => updateMyApplication(req.server.db, req.server.blobs, teacher(req), req.body)), m(req, 'saved'));
  },

  async submitMyApplication(req) {
    return answer(await inDomain(req, m, () => submitMyApplication(req.server.db, teacher(req))), m(req, 'submitted'));
  },

  async uploadMyDocument(req) {
    const sent = uploadedFile(req, 'file');
    const file = sent && { data: sent.data, type: sniffDocument(sent.data) };
    const view = await inDomain(req, m, () => uploadMyDocument(req.server.db, req.server.blobs, teacher(req), req.params.kind, file));
    return answer(view, m(req, 'documentSaved'));
  },

  async getMyDocumentFile(req, reply) {
    // The caller's own document only: another instructor's never answers here.
    const doc = await inDomain(req, m, () => myDocument(req.server.db, teacher(req), req.params.kind));
    return sendDocument(reply, req.server.blobs.documents, doc);
  },

  async uploadMyCarPhoto(req) {
    const sent = uploadedFile(req, 'photo');
    const file = sent && { data: sent.data, type: sniffImage(sent.data) };
    return answer(await inDomain(req, m, () => uploadMyCarPhoto(req.server.db, req.server.blobs, teacher(req), file)), m(req, 'photoSaved'));
  },
};

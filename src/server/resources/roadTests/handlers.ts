import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { DRIVETEST_CENTRES } from './centres';
import { correctRoadTest, deleteRoadTest, listRoadTests, recordRoadTest, removeOwnRoadTest, requireStudent } from './domain';
import { m } from './messages';
import { toApiRoadTest, toApiRoadTests } from './responses';

export const roadTestHandlers: TagHandlers<'RoadTests'> = {
  async listDriveTestCentres() {
    return { success: true, data: [...DRIVETEST_CENTRES] };
  },

  async listMyRoadTests(req) {
    return { success: true, data: await toApiRoadTests(req.server.db, await listRoadTests(req.server.db, req.auth.user.id)) };
  },

  async recordMyRoadTest(req, reply) {
    const row = await inDomain(req, m, () => recordRoadTest(req.server.db, req.auth.user.id, req.body, 'student'));
    reply.code(201);
    return { success: true, message: m(req, 'recorded'), data: await toApiRoadTest(req.server.db, row) };
  },

  async removeMyRoadTest(req) {
    await inDomain(req, m, () => removeOwnRoadTest(req.server.db, req.auth.user.id, req.params.id));
    return { success: true, message: m(req, 'removed') };
  },

  async listStudentRoadTests(req) {
    await inDomain(req, m, () => requireStudent(req.server.db, req.params.id));
    return { success: true, data: await toApiRoadTests(req.server.db, await listRoadTests(req.server.db, req.params.id)) };
  },

  async recordStudentRoadTest(req, reply) {
    const row = await inDomain(req, m, async () => {
      await requireStudent(req.server.db, req.params.id);
      return recordRoadTest(req.server.db, req.params.id, req.body, 'office');
    });
    reply.code(201);
    return { success: true, message: m(req, 'recorded'), data: await toApiRoadTest(req.server.db, row) };
  },

  async correctRoadTest(req) {
    const row = await inDomain(req, m, () => correctRoadTest(req.server.db, req.params.id, req.body));
    return { success: true, message: m(req, 'corrected'), data: await toApiRoadTest(req.server.db, row) };
  },

  async deleteRoadTest(req) {
    await inDomain(req, m, () => deleteRoadTest(req.server.db, req.params.id));
    return { success: true, message: m(req, 'removed') };
  },
};

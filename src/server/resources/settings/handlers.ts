import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { readSettings, updateSettings } from './domain';
import { m } from './messages';
import { toApiSettings } from './responses';

export const settingsHandlers: TagHandlers<'Settings'> = {
  async getSettings(req) {
    return { success: true, data: toApiSettings(await readSettings(req.server.db), req.server.cardPayments !== null) };
  },
  async updateSettings(req) {
    const row = await inDomain(req, m, () => updateSettings(req.server.db, req.body));
    return { success: true, message: m(req, 'updated'), data: toApiSettings(row, req.server.cardPayments !== null) };
  },
};

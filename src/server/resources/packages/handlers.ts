import type { TagHandlers } from '../../http/types';
import { packagesWithDates } from './domain';
import { toApiPackages } from './responses';

export const packageHandlers: TagHandlers<'Packages'> = {
  async listPackages(req) {
    const { packages, dates } = await packagesWithDates(req.server.db);
    return toApiPackages(packages, dates);
  },
};

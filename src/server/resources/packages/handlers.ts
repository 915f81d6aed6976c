import type { TagHandlers } from '../../http/types';
import { listPackageDates, listPackages } from './repository';
import { toApiPackages } from './service';

export const packageHandlers: TagHandlers<'Packages'> = {
  async listPackages(req) {
    const { db } = req.server;
    const packages = await listPackages(db);
    return toApiPackages(packages, await listPackageDates(db, packages.map((p) => p.id)));
  },
};

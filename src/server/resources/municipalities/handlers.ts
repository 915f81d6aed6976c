import type { TagHandlers } from '../../http/types';
import { ontarioMunicipalities } from './ontario';

export const municipalityHandlers: TagHandlers<'Municipalities'> = {
  async listMunicipalities() {
    return { success: true, data: [...ontarioMunicipalities] };
  },
};

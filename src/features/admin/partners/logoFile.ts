import type { MessageId } from '../../../i18n/messages';

/** What the server stores as a logo (openapi PartnerInput.logo): these image types, at most 2 MB. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be the logo, or null when it can. */
export function logoProblem(file: File): MessageId | null {
  if (!LOGO_TYPES.includes(file.type)) return 'admin.partners.logoNotImage';
  if (file.size > LOGO_MAX_BYTES) return 'admin.partners.logoTooBig';
  return null;
}

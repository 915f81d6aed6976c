/** What the server stores as an uploaded image (partner logos, city photos, review avatars): these types, at most 2 MB. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be uploaded as an image, or null when it can. */
export function imageFileProblem(file: File): 'notImage' | 'tooBig' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'notImage';
  if (file.size > IMAGE_MAX_BYTES) return 'tooBig';
  return null;
}

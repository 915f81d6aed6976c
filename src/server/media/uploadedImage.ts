import type { BlobStore } from '../blobs/blobStore';
import type { ImageKind } from '../http/multipart';
import { decodesFully } from './imageVariants';
import { removeStoredFile, storeFile } from './storedFile';
import { UPLOADS_PREFIX } from './uploadRoutes';

/** The largest image the office may upload (partner logos, city photos, review avatars). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** An image as sent: its bytes, and the image type its first bytes name (undefined for none). */
export interface ImageUpload {
  data: Buffer;
  kind: ImageKind | undefined;
}

/** Why an upload cannot be stored as an image. */
export type ImageProblem = 'missing' | 'tooLarge' | 'notImage';

/**
 * The bytes decide, not the file name or the declared type: a known image signature, and every
 * pixel decodes (pages show it through renderings made from it, src/server/media).
 */
export async function imageProblem(upload: ImageUpload | undefined): Promise<ImageProblem | undefined> {
  if (!upload) return 'missing';
  if (upload.data.length > IMAGE_MAX_BYTES) return 'tooLarge';
  if (!upload.kind || !(await decodesFully(upload.data))) return 'notImage';
  return undefined;
}

/** Stores a checked image in `folder` of the public uploads with a random name; returns its URL path and a remover. */
export async function storeImage(uploads: BlobStore, folder: string, image: { data: Buffer; kind: { ext: string } }) {
  const stored = await storeFile(uploads, image.data, image.kind.ext, folder);
  return { url: `${UPLOADS_PREFIX}${stored.key}`, remove: stored.remove };
}

/** Deletes an image `storeImage` wrote into `folder`; any other URL (seed images, other hosts) is left alone. */
export async function removeImage(uploads: BlobStore, folder: string, url: string | null): Promise<void> {
  if (url?.startsWith(`${UPLOADS_PREFIX}${folder}/`)) await removeStoredFile(uploads, url.slice(UPLOADS_PREFIX.length));
}

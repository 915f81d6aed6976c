import path from 'node:path';
import type { ImageKind } from '../http/multipart';
import { decodesFully } from './imageVariants';
import { removeStoredFile, storeFile } from './storedFile';

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

/** Writes a checked image under `uploads/<folder>` with a random name; returns its URL path and a remover. */
export async function storeImage(uploadsDir: string, folder: string, image: ImageUpload & { kind: ImageKind }) {
  const stored = await storeFile(path.join(uploadsDir, folder), image.data, image.kind.ext);
  return { url: `/uploads/${folder}/${stored.name}`, remove: stored.remove };
}

/** Deletes an image `storeImage` wrote into `folder`; any other URL (seed images, other hosts) is left alone. */
export async function removeImage(uploadsDir: string, folder: string, url: string | null): Promise<void> {
  const prefix = `/uploads/${folder}/`;
  if (url?.startsWith(prefix)) await removeStoredFile(path.join(uploadsDir, folder), url.slice(prefix.length));
}

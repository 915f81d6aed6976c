import type { components } from '../../../contract/generated/openapi.gen';
import type { BlobStore } from '../../blobs/blobStore';
import { InvalidError } from '../../domain/errors';
import { imageProblem, storeImage, type ImageProblem, type ImageUpload } from '../../media/uploadedImage';
import type { m } from './messages';

type Key = Parameters<typeof m>[1];
type Purpose = components['schemas']['ImageUploadInput']['purpose'];

/** Each use has its own folder under the uploads, so a city photo is never taken for a logo. */
const FOLDER: Record<Purpose, string> = { city: 'cities', avatar: 'avatars' };
const IMAGE_KEY: Record<ImageProblem, Key> = { missing: 'imageRequired', tooLarge: 'imageTooLarge', notImage: 'imageNotImage' };

/**
 * Checks an image as a partner logo is checked and stores it for its purpose; returns its URL
 * path. InvalidError on `image` when it is missing, over 2 MB or not an image.
 */
export async function uploadImage(uploads: BlobStore, purpose: Purpose, image: ImageUpload | undefined): Promise<string> {
  const problem = await imageProblem(image);
  if (problem || !image?.kind) throw new InvalidError<Key>({ image: IMAGE_KEY[problem ?? 'notImage'] });
  return (await storeImage(uploads, FOLDER[purpose], { data: image.data, kind: image.kind })).url;
}

import { api, toFormData } from '../../../api';
import { type ImageUploadInput, type ImageUploadResponse } from '../../../api/officeApi';
import { asQueryResult, uploadOperation } from '../../../api/uploadWithProgress';

/** An image upload gives up after 10 s, as the partner logo's does. */
const IMAGE_UPLOAD_TIMEOUT_MS = 10_000;

export interface ImageUploadArg {
  imageUploadInput: ImageUploadInput;
  onProgress?: (percent: number) => void;
}

/**
 * uploadImage (multipart) through XMLHttpRequest, as the partner logo is sent, so that the field
 * can show real progress. It changes no list: the URL it answers is saved with the city or review.
 */
const imageUploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadImageFile: build.mutation<ImageUploadResponse, ImageUploadArg>({
      queryFn: async ({ imageUploadInput, onProgress }, queryApi) => {
        const body = toFormData({ ...imageUploadInput });
        const result = await uploadOperation(
          'uploadImage',
          { method: 'POST', path: '/api/api/v1/admin/images', body, timeoutMs: IMAGE_UPLOAD_TIMEOUT_MS, onProgress },
          queryApi,
        );
        return asQueryResult<ImageUploadResponse>(result);
      },
      invalidatesTags: [],
    }),
  }),
});

export const { useUploadImageFileMutation } = imageUploadApi;

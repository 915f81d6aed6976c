import { toFormData } from '../../../api';
import { signedInApi, type InstructorApplicationResponse, type InstructorDocumentKind } from '../../../api/signedInApi';
import { uploadOperation } from '../../../api/uploadWithProgress';

/** An upload of up to 8 MB from a phone on a slow network may take a while. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The largest file the server takes (8 MB): checked before sending, so no one waits for a refusal. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

interface UploadArg {
  file: File;
  onProgress?: (percent: number) => void;
}

/**
 * The document and car-photo uploads sent through XMLHttpRequest, so the screen shows real upload
 * progress; same headers and 401 handling as the generated endpoints, and the same tag, so the
 * application is read again after each.
 */
const instructorUploadApi = signedInApi.injectEndpoints({
  endpoints: (build) => ({
    uploadInstructorDocument: build.mutation<InstructorApplicationResponse, UploadArg & { kind: InstructorDocumentKind }>({
      queryFn: async ({ kind, file, onProgress }, queryApi) => {
        const result = await uploadOperation(
          'uploadMyDocument',
          { method: 'PUT', path: `/api/api/v1/instructor/documents/${kind}`, body: toFormData({ file }), timeoutMs: UPLOAD_TIMEOUT_MS, onProgress },
          queryApi,
        );
        return 'error' in result ? { error: result.error } : { data: result.data as InstructorApplicationResponse };
      },
      invalidatesTags: ['Applications'],
    }),
    uploadInstructorCarPhoto: build.mutation<InstructorApplicationResponse, UploadArg>({
      queryFn: async ({ file, onProgress }, queryApi) => {
        const result = await uploadOperation(
          'uploadMyCarPhoto',
          { method: 'PUT', path: '/api/api/v1/instructor/car-photo', body: toFormData({ photo: file }), timeoutMs: UPLOAD_TIMEOUT_MS, onProgress },
          queryApi,
        );
        return 'error' in result ? { error: result.error } : { data: result.data as InstructorApplicationResponse };
      },
      invalidatesTags: ['Applications'],
    }),
  }),
});

export const { useUploadInstructorDocumentMutation, useUploadInstructorCarPhotoMutation } = instructorUploadApi;

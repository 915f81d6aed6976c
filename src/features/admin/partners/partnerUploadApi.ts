import { api, toFormData } from '../../../api';
import { type PartnerInput, type PartnerResponse, type PartnerUpdateInput } from '../../../api/officeApi';
import { asQueryResult, uploadOperation } from '../../../api/uploadWithProgress';

/** The partner upload gives up after 10 s. */
const PARTNER_UPLOAD_TIMEOUT_MS = 10_000;

export interface PartnerUploadArg {
  partnerInput: PartnerInput;
  onProgress?: (percent: number) => void;
}

export interface PartnerUpdateArg {
  id: number;
  partnerUpdateInput: PartnerUpdateInput;
  onProgress?: (percent: number) => void;
}

/**
 * createPartner (POST /partners) and updatePartner (PUT, a new logo optional), both multipart,
 * sent through XMLHttpRequest so that the form can show real upload progress. Same headers and
 * 401 handling as the generated endpoints, same tag.
 */
const partnerUploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadPartner: build.mutation<PartnerResponse, PartnerUploadArg>({
      queryFn: async ({ partnerInput, onProgress }, queryApi) => {
        const result = await uploadOperation(
          'createPartner',
          { method: 'POST', path: '/api/api/partners', body: toFormData({ ...partnerInput }), timeoutMs: PARTNER_UPLOAD_TIMEOUT_MS, onProgress },
          queryApi,
        );
        return asQueryResult<PartnerResponse>(result);
      },
      invalidatesTags: ['Partners'],
    }),
    uploadPartnerUpdate: build.mutation<PartnerResponse, PartnerUpdateArg>({
      queryFn: async ({ id, partnerUpdateInput, onProgress }, queryApi) => {
        const body = toFormData({ ...partnerUpdateInput });
        const result = await uploadOperation(
          'updatePartner',
          { method: 'PUT', path: `/api/api/v1/admin/partners/${id}`, body, timeoutMs: PARTNER_UPLOAD_TIMEOUT_MS, onProgress },
          queryApi,
        );
        return asQueryResult<PartnerResponse>(result);
      },
      invalidatesTags: ['Partners'],
    }),
  }),
});

export const { useUploadPartnerMutation, useUploadPartnerUpdateMutation } = partnerUploadApi;

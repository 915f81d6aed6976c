import { api, runtimeConfig, toFormData, type PartnerInput, type PartnerResponse } from '../../../api';
import { uploadWithProgress } from '../../../api/uploadWithProgress';
import { adminSignedOut, type AuthState } from '../../../state/authSlice';
import type { LocaleState } from '../../../state/localeSlice';

/** The partner upload gives up after 10 s. */
export const PARTNER_UPLOAD_TIMEOUT_MS = 10_000;

export interface PartnerUploadArg {
  partnerInput: PartnerInput;
  onProgress?: (percent: number) => void;
}

/**
 * createPartner (POST /partners, multipart) sent through XMLHttpRequest so that the form can show
 * real upload progress. Same headers and 401 handling as the generated endpoints, same tag.
 */
export const partnerUploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadPartner: build.mutation<PartnerResponse, PartnerUploadArg>({
      queryFn: async ({ partnerInput, onProgress }, { getState, dispatch, signal }) => {
        const { auth, locale } = getState() as { auth: AuthState; locale: LocaleState };
        const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale.locale };
        if (auth.adminToken) headers.authorization = `Bearer ${auth.adminToken}`;
        const result = await uploadWithProgress({
          url: `${runtimeConfig().apiBaseUrl}/api/api/partners`,
          method: 'POST',
          body: toFormData({ ...partnerInput }),
          headers,
          timeoutMs: PARTNER_UPLOAD_TIMEOUT_MS,
          signal,
          onProgress,
        });
        if ('error' in result) {
          if (result.error.status === 401) dispatch(adminSignedOut());
          return { error: result.error };
        }
        return { data: result.data as PartnerResponse };
      },
      invalidatesTags: ['Partners'],
    }),
  }),
});

export const { useUploadPartnerMutation } = partnerUploadApi;

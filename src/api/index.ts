/**
 * The API layer screens import: the generated endpoints (never edited, see generated/README.md)
 * with the few additions the contract cannot express. Each addition says why.
 */
import { generatedApi } from './generated/api.gen';
import type { CityListResponse, ContentListResponse, Instructor, PublicPartner } from './generated/api.gen';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { imageUrl } from './imageUrl';

export * from './generated/api.gen';
export { extractServerErrorText, describeFailure, fieldMessages, type ApiFailure } from './errorText';
export { imageUrl, PLACEHOLDER_IMAGE } from './imageUrl';
export { responsiveSources } from './responsiveImage';
export { runtimeConfig } from './runtimeConfig';

// `never`: each endpoint has its own argument type, and these helpers only pass it through.
type WithQuery = { query?: (arg: never) => string | FetchArgs };

/** A call that hangs must end in an error the screen can show; each endpoint's limit is set below. */
const withTimeout =
  (ms: number) =>
  <D extends WithQuery>(definition: D) => {
    const query = definition.query!;
    definition.query = (arg) => {
      const args = query(arg);
      return typeof args === 'string' ? { url: args, timeout: ms } : { ...args, timeout: ms };
    };
  };

/** The spec says multipart/form-data; the generator passes a plain object, so build the form here. */
const asFormData = <D extends WithQuery>(definition: D) => {
  const query = definition.query!;
  definition.query = (arg) => {
    const args = query(arg) as FetchArgs;
    return { ...args, body: toFormData(args.body as Record<string, unknown>) };
  };
};

export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

const withCityImages = (body: CityListResponse): CityListResponse => ({
  ...body,
  data: body.data.map((city) => ({ ...city, images: city.images.map(imageUrl) })),
});

const withContentImages = (body: ContentListResponse): ContentListResponse => ({
  ...body,
  data: body.data.map((item) =>
    item.type === 'review' && item.content.image ? { ...item, content: { ...item.content, image: imageUrl(item.content.image) } } : item,
  ),
});

/** Mutations of inquiries and services change the dashboard's figures too. */
export const inquiryOrServiceChange = { invalidatesTags: ['Inquiries', 'Services', 'Dashboard'] as const };

export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    listPackages: withTimeout(10_000),
    listPartners: {
      transformResponse: (partners: PublicPartner[]) => partners.map((p) => ({ ...p, logo: imageUrl(p.logo) })),
    },
    // createPartner is sent by features/admin/partners/partnerUploadApi (XMLHttpRequest, for upload progress).
    customerSignUp: asFormData,
    listCities: (definition) => {
      withTimeout(10_000)(definition);
      definition.transformResponse = withCityImages;
    },
    adminLogout: withTimeout(8_000),
    customerLogout: withTimeout(8_000),
    listAcceptedInstructors: {
      transformResponse: (instructors: Instructor[]) => instructors.map((i) => ({ ...i, car_image_url: imageUrl(i.car_image_url) })),
    },
    listPublicContent: { transformResponse: withContentImages },
    listReviews: { transformResponse: withContentImages },
    // Checking an account number reads; it must not refetch the partner list.
    checkPartnerStudents: { invalidatesTags: [] },
    // A new session may see packages the previous attempt was refused.
    customerLogin: { invalidatesTags: ['Packages'] },
    verifyCode: { invalidatesTags: ['Packages'] },
    createInquiry: inquiryOrServiceChange,
  },
});

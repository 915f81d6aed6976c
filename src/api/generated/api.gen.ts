import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ['Auth', 'Content', 'Services', 'Inquiries', 'Cities', 'Municipalities', 'Partners', 'Customer', 'Instructors', 'Packages'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      adminLogin: build.mutation<AdminLoginApiResponse, AdminLoginApiArg>({
        query: (queryArg) => ({ url: `/api/v1/login`, method: 'POST', body: queryArg.adminLoginInput }),
        invalidatesTags: ['Auth'],
      }),
      adminLogout: build.mutation<AdminLogoutApiResponse, AdminLogoutApiArg>({
        query: () => ({ url: `/api/v1/logout`, method: 'POST' }),
        invalidatesTags: ['Auth'],
      }),
      getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
        query: () => ({ url: `/api/v1/user` }),
        providesTags: ['Auth'],
      }),
      adminLoginAlias: build.mutation<AdminLoginAliasApiResponse, AdminLoginAliasApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/login`, method: 'POST', body: queryArg.adminLoginInput }),
        invalidatesTags: ['Auth'],
      }),
      adminLogoutAlias: build.mutation<AdminLogoutAliasApiResponse, AdminLogoutAliasApiArg>({
        query: () => ({ url: `/api/api/v1/logout`, method: 'POST' }),
        invalidatesTags: ['Auth'],
      }),
      getCurrentUserAlias: build.query<GetCurrentUserAliasApiResponse, GetCurrentUserAliasApiArg>({
        query: () => ({ url: `/api/api/v1/user` }),
        providesTags: ['Auth'],
      }),
      listPublicContent: build.query<ListPublicContentApiResponse, ListPublicContentApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/content`,
          params: {
            type: queryArg['type'],
          },
        }),
        providesTags: ['Content'],
      }),
      listReviews: build.query<ListReviewsApiResponse, ListReviewsApiArg>({
        query: () => ({ url: `/api/api/v1/reviews` }),
        providesTags: ['Content'],
      }),
      listServices: build.query<ListServicesApiResponse, ListServicesApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/services`,
          params: {
            active: queryArg.active,
          },
        }),
        providesTags: ['Services'],
      }),
      getService: build.query<GetServiceApiResponse, GetServiceApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/services/${queryArg.id}` }),
        providesTags: ['Services'],
      }),
      createInquiry: build.mutation<CreateInquiryApiResponse, CreateInquiryApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/inquiries`, method: 'POST', body: queryArg.inquiryInput }),
        invalidatesTags: ['Inquiries'],
      }),
      listCities: build.query<ListCitiesApiResponse, ListCitiesApiArg>({
        query: () => ({ url: `/api/api/v1/cities` }),
        providesTags: ['Cities'],
      }),
      listMunicipalities: build.query<ListMunicipalitiesApiResponse, ListMunicipalitiesApiArg>({
        query: () => ({ url: `/api/api/v1/municipalities` }),
        providesTags: ['Municipalities'],
      }),
      listPartners: build.query<ListPartnersApiResponse, ListPartnersApiArg>({
        query: () => ({ url: `/api/api/partners` }),
        providesTags: ['Partners'],
      }),
      checkPartnerStudents: build.mutation<CheckPartnerStudentsApiResponse, CheckPartnerStudentsApiArg>({
        query: (queryArg) => ({ url: `/api/api/partners/${queryArg.id}/students`, method: 'POST', body: queryArg.partnerAccountCheckInput }),
        invalidatesTags: ['Partners'],
      }),
      customerLogin: build.mutation<CustomerLoginApiResponse, CustomerLoginApiArg>({
        query: (queryArg) => ({ url: `/api/api/login`, method: 'POST', body: queryArg.customerLoginInput }),
        invalidatesTags: ['Customer'],
      }),
      customerSignUp: build.mutation<CustomerSignUpApiResponse, CustomerSignUpApiArg>({
        query: (queryArg) => ({ url: `/api/api/userSignUp`, method: 'POST', body: queryArg.signUpInput }),
        invalidatesTags: ['Customer'],
      }),
      resendVerificationCode: build.mutation<ResendVerificationCodeApiResponse, ResendVerificationCodeApiArg>({
        query: (queryArg) => ({ url: `/api/api/resendCode`, method: 'POST', body: queryArg.resendCodeInput }),
        invalidatesTags: ['Customer'],
      }),
      verifyCode: build.mutation<VerifyCodeApiResponse, VerifyCodeApiArg>({
        query: (queryArg) => ({ url: `/api/api/verifyCode`, method: 'POST', body: queryArg.verifyInput }),
        invalidatesTags: ['Customer'],
      }),
      customerLogout: build.mutation<CustomerLogoutApiResponse, CustomerLogoutApiArg>({
        query: () => ({ url: `/api/api/logout`, method: 'POST' }),
        invalidatesTags: ['Customer'],
      }),
      listAcceptedInstructors: build.query<ListAcceptedInstructorsApiResponse, ListAcceptedInstructorsApiArg>({
        query: () => ({ url: `/api/api/getAcceptedInstructors` }),
        providesTags: ['Instructors'],
      }),
      listInstructorDates: build.query<ListInstructorDatesApiResponse, ListInstructorDatesApiArg>({
        query: (queryArg) => ({ url: `/api/api/getInstructorDates/${queryArg.id}` }),
        providesTags: ['Instructors'],
      }),
      listPackages: build.query<ListPackagesApiResponse, ListPackagesApiArg>({
        query: () => ({ url: `/api/api/getPackages` }),
        providesTags: ['Packages'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type AdminLoginApiResponse = /** status 200 Signed in. */ AdminLoginResponse;
export type AdminLoginApiArg = {
  adminLoginInput: AdminLoginInput;
};
export type AdminLogoutApiResponse = /** status 200 Done. */ MessageResponse;
export type AdminLogoutApiArg = void;
export type GetCurrentUserApiResponse = /** status 200 The current user. */ UserResponse;
export type GetCurrentUserApiArg = void;
export type AdminLoginAliasApiResponse = /** status 200 Signed in. */ AdminLoginResponse;
export type AdminLoginAliasApiArg = {
  adminLoginInput: AdminLoginInput;
};
export type AdminLogoutAliasApiResponse = /** status 200 Done. */ MessageResponse;
export type AdminLogoutAliasApiArg = void;
export type GetCurrentUserAliasApiResponse = /** status 200 The current user. */ UserResponse;
export type GetCurrentUserAliasApiArg = void;
export type ListPublicContentApiResponse = /** status 200 Active content items. */ ContentListResponse;
export type ListPublicContentApiArg = {
  /** Only offers or only reviews. */
  type?: ContentType;
};
export type ListReviewsApiResponse = /** status 200 Active reviews, newest first. */ ContentListResponse;
export type ListReviewsApiArg = void;
export type ListServicesApiResponse = /** status 200 Active services ordered by sort_order. */ ServiceListResponse;
export type ListServicesApiArg = {
  /** Sent as 1 by the original client; the list holds active services only either way (inactive ones are admin-only). */
  active?: 1;
};
export type GetServiceApiResponse = /** status 200 The service. */ ServiceResponse;
export type GetServiceApiArg = {
  /** The record's id. */
  id: number;
};
export type CreateInquiryApiResponse = /** status 201 Received. */ InquiryResponse;
export type CreateInquiryApiArg = {
  inquiryInput: InquiryInput;
};
export type ListCitiesApiResponse = /** status 200 Cities ordered by name. */ CityListResponse;
export type ListCitiesApiArg = void;
export type ListMunicipalitiesApiResponse = /** status 200 Municipalities ordered by English name. */ MunicipalityListResponse;
export type ListMunicipalitiesApiArg = void;
export type ListPartnersApiResponse = /** status 200 Partners ordered by name. */ PublicPartner[];
export type ListPartnersApiArg = void;
export type CheckPartnerStudentsApiResponse = /** status 200 The partner's students. */ PartnerStudentsResponse;
export type CheckPartnerStudentsApiArg = {
  /** The record's id. */
  id: number;
  partnerAccountCheckInput: PartnerAccountCheckInput;
};
export type CustomerLoginApiResponse = /** status 200 Signed in. */ CustomerTokenResponse;
export type CustomerLoginApiArg = {
  customerLoginInput: CustomerLoginInput;
};
export type CustomerSignUpApiResponse =
  /** status 201 The same for every email: a new account was created and mailed a code, an account waiting for verification was mailed a new code, or a verified account's owner was told of the attempt. */ SignUpResponse;
export type CustomerSignUpApiArg = {
  signUpInput: SignUpInput;
};
export type ResendVerificationCodeApiResponse = /** status 200 Done. */ MessageResponse;
export type ResendVerificationCodeApiArg = {
  resendCodeInput: ResendCodeInput;
};
export type VerifyCodeApiResponse = /** status 200 Verified and signed in. */ CustomerTokenResponse;
export type VerifyCodeApiArg = {
  verifyInput: VerifyInput;
};
export type CustomerLogoutApiResponse = /** status 200 Done. */ MessageResponse;
export type CustomerLogoutApiArg = void;
export type ListAcceptedInstructorsApiResponse = /** status 200 Approved instructors. */ Instructor[];
export type ListAcceptedInstructorsApiArg = void;
export type ListInstructorDatesApiResponse = /** status 200 Availability windows, earliest first. */ InstructorDate[];
export type ListInstructorDatesApiArg = {
  /** The record's id. */
  id: number;
};
export type ListPackagesApiResponse = /** status 200 Packages ordered by price. */ Package[];
export type ListPackagesApiArg = void;
export type UserRole = 'admin' | 'student' | 'teacher' | 'company';
export type User = {
  id: number;
  name: string;
  email: string;
  role: UserRole;
};
export type AdminLoginResponse = {
  success: boolean;
  message: string;
  data: {
    token: string;
    user: User;
  };
};
export type Error = {
  success: false;
  message: string;
  /** A machine-readable reason, on the 409s of packages, bookings and the student's account
    (absent elsewhere):
    `sold_out` (no seat left on the date), `date_closed` (closed or already started),
    `package_inactive`, `hold_expired`, `not_held`, `already_paid` (Stripe took the
    payment meanwhile), `not_payable`, `not_cancellable`, `not_refundable`, `has_bookings`
    (delete refused: close or deactivate instead), `stale` (`expected_updated_at` is not
    the record's version), `too_many_holds` (the student has as many seats held, waiting
    for payment, as HOLDS_PER_ACCOUNT allows); on lessons' 409s: `slot_taken` (another booking took it first),
    `student_busy` (the student has a lesson then), `daily_limit` (the in-car hours a day, `limit`),
    `no_hours` (not enough hours left), `slot_unavailable` (not a free slot of the
    instructor's availability, or started), `not_booked`, `lesson_started`,
    `inside_cutoff` (past the free-cancellation cut-off), `not_started`, `already_recorded`
    (the instructor recorded it; the office corrects), `offer_ended` (a lesson offered from
    the cancellation list was declined, taken or ran out); on instructors' 409s:
    `not_submitted` (only a pending application is reviewed), `already_approved`,
    `not_approved` (only an approved instructor publishes hours), `booked_lessons`,
    `no_profile_change` (no profile change is waiting for review); on partners' 409s: `has_students` (delete refused while students are recorded under it);
    on BDE courses' 409s: `course_closed` (the course is withdrawn, expired or certified),
    `already_passed` (the final test is passed), `not_ready` (a part of the course is not done), `already_accepted` and `not_done` (home-link
    work), `has_work` (an assignment a student recorded is kept);
    on lessons of a student with an open BDE course (the Ministry's rules, which the office may
    override with a reason): `g1_missing` (no G1 licence recorded), `g1_expired` (the licence
    expires before the lesson's day, `date`), `before_course_start` (the course starts on
    `date`), `past_in_car_end` (the in-car part ended on `date`), `full_class_day` (on a day of a full
    day of class the in-car hours are fewer, `limit`); on class sessions' 409s:
    `class_day_limit` (the class hours a day, `limit`), `session_overlap`, `has_attendance`
    (a session with attendance is kept), `session_not_started`; on waiting lists' 409s:
    `seats_left` (the date has a seat to book), `already_booked` (the student holds a
    booking on it), `not_waiting` (only a waiting entry moves).
     */
  code?:
    | 'sold_out'
    | 'date_closed'
    | 'package_inactive'
    | 'hold_expired'
    | 'not_held'
    | 'already_paid'
    | 'not_payable'
    | 'not_cancellable'
    | 'not_refundable'
    | 'has_bookings'
    | 'stale'
    | 'too_many_holds'
    | 'slot_taken'
    | 'student_busy'
    | 'daily_limit'
    | 'no_hours'
    | 'slot_unavailable'
    | 'not_booked'
    | 'lesson_started'
    | 'inside_cutoff'
    | 'not_started'
    | 'already_recorded'
    | 'not_submitted'
    | 'already_approved'
    | 'not_approved'
    | 'booked_lessons'
    | 'no_profile_change'
    | 'has_students'
    | 'course_closed'
    | 'g1_missing'
    | 'g1_expired'
    | 'before_course_start'
    | 'past_in_car_end'
    | 'full_class_day'
    | 'class_day_limit'
    | 'session_overlap'
    | 'has_attendance'
    | 'session_not_started'
    | 'already_passed'
    | 'already_accepted'
    | 'not_done'
    | 'has_work'
    | 'not_ready'
    | 'seats_left'
    | 'already_booked'
    | 'not_waiting'
    | 'offer_ended';
  /** On `daily_limit`, the in-car hours a student may have on one day; on `class_day_limit`,
    the class hours a class may have on one day (the school's BDE rules), for the client's wording.
     */
  limit?: number;
  /** The day a BDE rule names, for the client's wording: on `before_course_start` the course's
    first day (the first day an in-car lesson may be booked), on `g1_expired` the G1 licence's
    expiry, on `past_in_car_end` the last day of the course's in-car part.
     */
  date?: string;
  /** Field name to its messages. */
  errors?: {
    [key: string]: string[];
  };
};
export type AdminLoginInput = {
  email: string;
  password: string;
};
export type MessageResponse = {
  success: boolean;
  message: string;
};
export type UserResponse = {
  success: boolean;
  data: User;
};
export type ContentType = 'offer' | 'review';
export type ContentBody = {
  price?: string;
  original_price?: string | null;
  details?: string[];
  text?: string;
  author?: string;
  /** Free text, as written by the admin. */
  date?: string;
  /** An image URL or a path on this site. */
  image?: string | null;
  /** The language a review was written in (reviews are shown as written, never translated); `en` when not given. */
  lang?: 'en' | 'fr' | 'ar';
};
export type OfferText = {
  title: string;
  details: string[];
};
export type OfferTranslations = {
  fr: OfferText;
  ar: OfferText;
};
export type Timestamp = string;
export type ContentItem = {
  id: number;
  key: string;
  /** The English title. */
  title: string;
  type: ContentType;
  is_active: boolean;
  content: ContentBody;
  translations: OfferTranslations;
  created_at: Timestamp;
  updated_at: Timestamp;
};
export type ContentListResponse = {
  success: boolean;
  data: ContentItem[];
};
export type ServiceText = {
  title: string;
  description: string;
  /** For FAQ entries each item is "question|answer". */
  features: string[];
};
export type ServiceTranslations = {
  fr: ServiceText;
  ar: ServiceText;
};
export type ServiceCategory = 'bde' | 'private' | 'roadtest' | 'faq';
export type Service = {
  id: number;
  /** The English title (its translations are in `translations`). */
  title: string;
  description: string;
  price: string;
  original_price: string | null;
  /** For FAQ entries each item is "question|answer". */
  features: string[];
  translations: ServiceTranslations;
  icon: string;
  category: ServiceCategory;
  is_active: boolean;
  sort_order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};
export type ServiceListResponse = {
  success: boolean;
  message?: string;
  data: Service[];
};
export type ServiceResponse = {
  success: boolean;
  message?: string;
  data: Service;
};
export type InquiryStatus = 'new' | 'in_progress' | 'completed' | 'cancelled';
export type Inquiry = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  title: string | null;
  message: string | null;
  status: InquiryStatus;
  notes: string | null;
  /** The service the inquiry was sent about; null for a message from the contact form (or when that service was deleted since). */
  service: {
    id: number;
    title: string;
  } | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};
export type InquiryResponse = {
  success: boolean;
  message?: string;
  data: Inquiry;
};
export type InquiryInput = {
  name: string;
  email: string;
  phone?: string | null;
  title?: string | null;
  message?: string | null;
  service_id?: number | null;
};
export type CityText = {
  name: string;
  description: string;
  details: string;
};
export type CityTranslations = {
  fr: CityText;
  ar: CityText;
};
export type City = {
  id: number;
  /** The English name (its translations are in `translations`). */
  name: string;
  slug: string;
  email: string | null;
  phone: string | null;
  description: string | null;
  details: string | null;
  translations: CityTranslations;
  map_link: string | null;
  images: string[];
  updated_at: Timestamp;
};
export type CityListResponse = {
  success: boolean;
  data: City[];
};
export type Municipality = {
  /** The English name, sent as the `city` of a sign-up. */
  name: string;
  /** The official French name, only where it differs from the English one. */
  name_fr?: string;
  /** Degrees north of the centre, 4 decimals. */
  latitude: number;
  /** Degrees east of the centre (negative: west), 4 decimals. */
  longitude: number;
};
export type MunicipalityListResponse = {
  success: boolean;
  data: Municipality[];
};
export type PartnerText = {
  description: string;
};
export type PartnerTranslations = {
  fr: PartnerText;
  ar: PartnerText;
};
export type PublicPartner = {
  id: number;
  name: string;
  /** The logo's URL path. */
  logo: string | null;
  /** In English. */
  description: string | null;
  translations: PartnerTranslations;
};
export type PartnerStudent = {
  id: number;
  name: string | null;
};
export type PartnerStudentsResponse = {
  success: boolean;
  data: {
    partner_id: number;
    count: number;
    /** 10 dollars for each student. */
    profit: number;
    students: PartnerStudent[];
  };
};
export type PartnerAccountCheckInput = {
  account_number: string;
};
export type AccountType = 'student' | 'teacher' | 'company';
export type CustomerUser = {
  id: number;
  fName: string;
  lName: string;
  email: string;
  type: AccountType;
  verified: boolean;
};
export type CustomerTokenResponse = {
  success: boolean;
  message: string;
  token: string;
  user: CustomerUser;
  /** From the login, for a student. Whether they have a paid or confirmed booking; the app then opens their account rather than the packages. */
  has_bookings?: boolean;
};
export type CustomerLoginInput = {
  email: string;
  password: string;
  type?: AccountType;
  /** Names the issued token (e.g. the device); "web" when absent. */
  tokenName?: string;
};
export type SignUpResponse = {
  success: boolean;
  message: string;
  data: {
    email: string;
  };
};
export type Gender = 'male' | 'female';
export type SignUpInput = {
  fName: string;
  lName: string;
  email: string;
  /** At least 8 characters. */
  password: string;
  gender: Gender;
  type: AccountType;
  /** A valid Canadian phone number, written any usual way (613-555-0142, (613) 555-0142, +1 613 555 0142); stored in E.164 (+16135550142). Anything else is a 422 field error. */
  phoneNumber: string;
  /** The date followed by 00:00:00. Optional; when given, a real date at least 16 years before today in America/Toronto (the minimum age of a G1 licence): born on today's date 16 years ago is accepted, a day later is a 422 field error (a date in the future too). */
  birthday?: string;
  latitude: number;
  longitude: number;
  /** The municipality's name (the sign-up form sends the English name listMunicipalities answers). */
  city: string;
};
export type ResendCodeInput = {
  email: string;
};
export type VerifyInput = {
  email: string;
  code: string;
  firebaseToken?: string | null;
  deviceId?: string | null;
};
export type InstructorLanguage =
  | 'en'
  | 'fr'
  | 'ar'
  | 'es'
  | 'pt'
  | 'it'
  | 'de'
  | 'pl'
  | 'ru'
  | 'uk'
  | 'tr'
  | 'fa'
  | 'ur'
  | 'hi'
  | 'pa'
  | 'gu'
  | 'ta'
  | 'bn'
  | 'zh'
  | 'yue'
  | 'ko'
  | 'vi'
  | 'tl'
  | 'so';
export type Instructor = {
  id: number;
  f_name: string;
  /** The text NULL means the instructor gave none. */
  l_name: string;
  /** A business phone the instructor chose to publish (E.164); null when they did not, and contact goes through the school. */
  public_phone: string | null;
  car_image_url: string | null;
  /** Only for an admin caller. */
  birthday?: string;
  languages: InstructorLanguage[];
  /** The bio in the request's language, else in English, else in the first language given; empty when none. */
  bio: string;
  car_make_model: string;
};
export type InstructorDate = {
  id: number;
  date: string;
  from_time: string;
  to_time: string;
};
export type Cents = number;
export type PackageDate = {
  id: number;
  firstDate: string;
  secondDate: string | null;
  fromTime: string;
  toTime: string;
  /** Seats of the date. */
  capacity: number;
  /** Seats not taken by paid, confirmed-unpaid or unexpired held bookings. */
  seats_left: number;
};
export type Package = {
  id: number;
  en_name: string;
  fr_name: string;
  en_description: string;
  fr_description: string;
  /** Empty when the office gave none (show the English name). */
  ar_name: string;
  ar_description: string;
  /** Dollars, as the original client reads it; equals `price_cents / 100`. */
  price: number;
  price_cents: Cents;
  hst_applies: boolean;
  behind_the_wheel_hour_count: number;
  course_hour_count: number;
  datesData: PackageDate[];
};
export const {
  useAdminLoginMutation,
  useAdminLogoutMutation,
  useGetCurrentUserQuery,
  useAdminLoginAliasMutation,
  useAdminLogoutAliasMutation,
  useGetCurrentUserAliasQuery,
  useListPublicContentQuery,
  useListReviewsQuery,
  useListServicesQuery,
  useGetServiceQuery,
  useCreateInquiryMutation,
  useListCitiesQuery,
  useListMunicipalitiesQuery,
  useListPartnersQuery,
  useCheckPartnerStudentsMutation,
  useCustomerLoginMutation,
  useCustomerSignUpMutation,
  useResendVerificationCodeMutation,
  useVerifyCodeMutation,
  useCustomerLogoutMutation,
  useListAcceptedInstructorsQuery,
  useListInstructorDatesQuery,
  useListPackagesQuery,
} = injectedRtkApi;

import { emptyApi as api } from '../emptyApi';
export const addTagTypes = [
  'Account',
  'Texts',
  'Packages',
  'Waitlist',
  'Bookings',
  'Courses',
  'HomeLink',
  'Lessons',
  'CancellationList',
  'Applications',
  'Teaching',
  'Classes',
  'RoadTests',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getMyAccount: build.query<GetMyAccountApiResponse, GetMyAccountApiArg>({
        query: () => ({ url: `/api/api/v1/account` }),
        providesTags: ['Account'],
      }),
      updateMyAccount: build.mutation<UpdateMyAccountApiResponse, UpdateMyAccountApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/account`, method: 'PUT', body: queryArg.accountInput }),
        invalidatesTags: ['Account'],
      }),
      getMyTexts: build.query<GetMyTextsApiResponse, GetMyTextsApiArg>({
        query: () => ({ url: `/api/api/v1/account/texts` }),
        providesTags: ['Texts'],
      }),
      stopMyTexts: build.mutation<StopMyTextsApiResponse, StopMyTextsApiArg>({
        query: () => ({ url: `/api/api/v1/account/texts`, method: 'DELETE' }),
        invalidatesTags: ['Texts'],
      }),
      sendMyPhoneCode: build.mutation<SendMyPhoneCodeApiResponse, SendMyPhoneCodeApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/account/texts/code`, method: 'POST', body: queryArg.phoneCodeInput }),
        invalidatesTags: ['Texts'],
      }),
      confirmMyTexts: build.mutation<ConfirmMyTextsApiResponse, ConfirmMyTextsApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/account/texts/confirm`, method: 'POST', body: queryArg.textsConfirmInput }),
        invalidatesTags: ['Texts'],
      }),
      changeMyPassword: build.mutation<ChangeMyPasswordApiResponse, ChangeMyPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/account/password`, method: 'POST', body: queryArg.passwordChangeInput }),
        invalidatesTags: ['Account'],
      }),
      changeInstructorPassword: build.mutation<ChangeInstructorPasswordApiResponse, ChangeInstructorPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/instructor/password`, method: 'POST', body: queryArg.passwordChangeInput }),
        invalidatesTags: ['Account'],
      }),
      requestPasswordReset: build.mutation<RequestPasswordResetApiResponse, RequestPasswordResetApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/password-reset`, method: 'POST', body: queryArg.passwordResetRequestInput }),
        invalidatesTags: ['Account'],
      }),
      resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/password-reset/confirm`, method: 'POST', body: queryArg.passwordResetInput }),
        invalidatesTags: ['Account'],
      }),
      listPublicPackages: build.query<ListPublicPackagesApiResponse, ListPublicPackagesApiArg>({
        query: () => ({ url: `/api/api/v1/packages` }),
        providesTags: ['Packages'],
      }),
      listMyWaitlist: build.query<ListMyWaitlistApiResponse, ListMyWaitlistApiArg>({
        query: () => ({ url: `/api/api/v1/waitlist` }),
        providesTags: ['Waitlist'],
      }),
      joinWaitlist: build.mutation<JoinWaitlistApiResponse, JoinWaitlistApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/package-dates/${queryArg.id}/waitlist`, method: 'PUT' }),
        invalidatesTags: ['Waitlist'],
      }),
      leaveWaitlist: build.mutation<LeaveWaitlistApiResponse, LeaveWaitlistApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/package-dates/${queryArg.id}/waitlist`, method: 'DELETE' }),
        invalidatesTags: ['Waitlist'],
      }),
      quoteBooking: build.mutation<QuoteBookingApiResponse, QuoteBookingApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/checkout/quote`, method: 'POST', body: queryArg.bookingInput }),
        invalidatesTags: ['Bookings'],
      }),
      listMyBookings: build.query<ListMyBookingsApiResponse, ListMyBookingsApiArg>({
        query: () => ({ url: `/api/api/v1/bookings` }),
        providesTags: ['Bookings'],
      }),
      createBooking: build.mutation<CreateBookingApiResponse, CreateBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/bookings`,
          method: 'POST',
          body: queryArg.bookingInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Bookings', 'Packages'],
      }),
      getMyBooking: build.query<GetMyBookingApiResponse, GetMyBookingApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/bookings/${queryArg.id}` }),
        providesTags: ['Bookings'],
      }),
      startBookingPayment: build.mutation<StartBookingPaymentApiResponse, StartBookingPaymentApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/bookings/${queryArg.id}/payment`,
          method: 'POST',
          body: queryArg.paymentStartInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Bookings'],
      }),
      cancelMyBooking: build.mutation<CancelMyBookingApiResponse, CancelMyBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/bookings/${queryArg.id}/cancel`,
          method: 'POST',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Bookings', 'Packages'],
      }),
      getMyReceipt: build.query<GetMyReceiptApiResponse, GetMyReceiptApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/receipts/${queryArg.id}` }),
        providesTags: ['Bookings'],
      }),
      listMyBdeCourses: build.query<ListMyBdeCoursesApiResponse, ListMyBdeCoursesApiArg>({
        query: () => ({ url: `/api/api/v1/bde-courses` }),
        providesTags: ['Courses'],
      }),
      consentToBdeRecords: build.mutation<ConsentToBdeRecordsApiResponse, ConsentToBdeRecordsApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/bde-courses/${queryArg.id}/consent`, method: 'POST', body: queryArg.bdeConsentInput }),
        invalidatesTags: ['Courses'],
      }),
      recordMyG1Licence: build.mutation<RecordMyG1LicenceApiResponse, RecordMyG1LicenceApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/bde-courses/${queryArg.id}/g1`, method: 'PUT', body: queryArg.g1LicenceInput }),
        invalidatesTags: ['Courses'],
      }),
      getMyBdeCourseFile: build.query<GetMyBdeCourseFileApiResponse, GetMyBdeCourseFileApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/bde-courses/${queryArg.id}/file` }),
        providesTags: ['Courses'],
      }),
      markMyHomeLinkDone: build.mutation<MarkMyHomeLinkDoneApiResponse, MarkMyHomeLinkDoneApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/bde-courses/${queryArg.id}/home-link/${queryArg.assignmentId}`,
          method: 'PUT',
          body: queryArg.homeLinkDoneInput,
        }),
        invalidatesTags: ['HomeLink', 'Courses'],
      }),
      listMyLessons: build.query<ListMyLessonsApiResponse, ListMyLessonsApiArg>({
        query: () => ({ url: `/api/api/v1/lessons` }),
        providesTags: ['Lessons'],
      }),
      bookLesson: build.mutation<BookLessonApiResponse, BookLessonApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/lessons`,
          method: 'POST',
          body: queryArg.lessonInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Lessons'],
      }),
      listLessonSlots: build.query<ListLessonSlotsApiResponse, ListLessonSlotsApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/lessons/slots`,
          params: {
            instructor_id: queryArg.instructorId,
            from: queryArg['from'],
            days: queryArg.days,
            duration: queryArg.duration,
            moving: queryArg.moving,
          },
        }),
        providesTags: ['Lessons'],
      }),
      getMyLessonRequest: build.query<GetMyLessonRequestApiResponse, GetMyLessonRequestApiArg>({
        query: () => ({ url: `/api/api/v1/lessons/cancellation-list` }),
        providesTags: ['CancellationList'],
      }),
      saveMyLessonRequest: build.mutation<SaveMyLessonRequestApiResponse, SaveMyLessonRequestApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/lessons/cancellation-list`, method: 'PUT', body: queryArg.lessonRequestInput }),
        invalidatesTags: ['CancellationList'],
      }),
      leaveLessonRequest: build.mutation<LeaveLessonRequestApiResponse, LeaveLessonRequestApiArg>({
        query: () => ({ url: `/api/api/v1/lessons/cancellation-list`, method: 'DELETE' }),
        invalidatesTags: ['CancellationList'],
      }),
      acceptLessonOffer: build.mutation<AcceptLessonOfferApiResponse, AcceptLessonOfferApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/lessons/offers/${queryArg.id}/accept`,
          method: 'POST',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['CancellationList', 'Lessons'],
      }),
      declineLessonOffer: build.mutation<DeclineLessonOfferApiResponse, DeclineLessonOfferApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/lessons/offers/${queryArg.id}/decline`, method: 'POST' }),
        invalidatesTags: ['CancellationList'],
      }),
      cancelMyLesson: build.mutation<CancelMyLessonApiResponse, CancelMyLessonApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/lessons/${queryArg.id}/cancel`,
          method: 'POST',
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Lessons'],
      }),
      rescheduleMyLesson: build.mutation<RescheduleMyLessonApiResponse, RescheduleMyLessonApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/lessons/${queryArg.id}/reschedule`,
          method: 'POST',
          body: queryArg.lessonInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Lessons'],
      }),
      instructorLogout: build.mutation<InstructorLogoutApiResponse, InstructorLogoutApiArg>({
        query: () => ({ url: `/api/api/v1/instructor/logout`, method: 'POST' }),
        invalidatesTags: ['Applications'],
      }),
      getMyApplication: build.query<GetMyApplicationApiResponse, GetMyApplicationApiArg>({
        query: () => ({ url: `/api/api/v1/instructor/application` }),
        providesTags: ['Applications'],
      }),
      updateMyApplication: build.mutation<UpdateMyApplicationApiResponse, UpdateMyApplicationApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/instructor/application`, method: 'PUT', body: queryArg.instructorProfileInput }),
        invalidatesTags: ['Applications'],
      }),
      submitMyApplication: build.mutation<SubmitMyApplicationApiResponse, SubmitMyApplicationApiArg>({
        query: () => ({ url: `/api/api/v1/instructor/application/submit`, method: 'POST' }),
        invalidatesTags: ['Applications'],
      }),
      uploadMyDocument: build.mutation<UploadMyDocumentApiResponse, UploadMyDocumentApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/instructor/documents/${queryArg.kind}`, method: 'PUT', body: queryArg.instructorDocumentUpload }),
        invalidatesTags: ['Applications'],
      }),
      getMyDocumentFile: build.query<GetMyDocumentFileApiResponse, GetMyDocumentFileApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/instructor/documents/${queryArg.kind}/file` }),
        providesTags: ['Applications'],
      }),
      uploadMyCarPhoto: build.mutation<UploadMyCarPhotoApiResponse, UploadMyCarPhotoApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/instructor/car-photo`, method: 'PUT', body: queryArg.instructorCarPhotoUpload }),
        invalidatesTags: ['Applications'],
      }),
      getMyAvailability: build.query<GetMyAvailabilityApiResponse, GetMyAvailabilityApiArg>({
        query: () => ({ url: `/api/api/v1/instructor/availability` }),
        providesTags: ['Teaching'],
      }),
      updateMyAvailability: build.mutation<UpdateMyAvailabilityApiResponse, UpdateMyAvailabilityApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/instructor/availability`, method: 'PUT', body: queryArg.availabilityInput }),
        invalidatesTags: ['Teaching'],
      }),
      listMyBdeSessions: build.query<ListMyBdeSessionsApiResponse, ListMyBdeSessionsApiArg>({
        query: () => ({ url: `/api/api/v1/instructor/bde-sessions` }),
        providesTags: ['Classes'],
      }),
      recordMyBdeAttendance: build.mutation<RecordMyBdeAttendanceApiResponse, RecordMyBdeAttendanceApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/instructor/bde-sessions/${queryArg.id}/attendance`, method: 'PUT', body: queryArg.bdeAttendanceInput }),
        invalidatesTags: ['Classes', 'Courses'],
      }),
      listMyStudentsHomeLink: build.query<ListMyStudentsHomeLinkApiResponse, ListMyStudentsHomeLinkApiArg>({
        query: () => ({ url: `/api/api/v1/instructor/bde-home-link` }),
        providesTags: ['HomeLink'],
      }),
      acceptMyStudentsHomeLink: build.mutation<AcceptMyStudentsHomeLinkApiResponse, AcceptMyStudentsHomeLinkApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/instructor/bde-courses/${queryArg.id}/home-link/${queryArg.assignmentId}/accept`, method: 'POST' }),
        invalidatesTags: ['HomeLink', 'Courses'],
      }),
      listMyTeachingLessons: build.query<ListMyTeachingLessonsApiResponse, ListMyTeachingLessonsApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/instructor/lessons`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Teaching'],
      }),
      recordMyLessonOutcome: build.mutation<RecordMyLessonOutcomeApiResponse, RecordMyLessonOutcomeApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/instructor/lessons/${queryArg.id}/outcome`,
          method: 'POST',
          body: queryArg.teachingOutcomeInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Teaching'],
      }),
      listDriveTestCentres: build.query<ListDriveTestCentresApiResponse, ListDriveTestCentresApiArg>({
        query: () => ({ url: `/api/api/v1/drivetest-centres` }),
        providesTags: ['RoadTests'],
      }),
      listMyRoadTests: build.query<ListMyRoadTestsApiResponse, ListMyRoadTestsApiArg>({
        query: () => ({ url: `/api/api/v1/road-tests` }),
        providesTags: ['RoadTests'],
      }),
      recordMyRoadTest: build.mutation<RecordMyRoadTestApiResponse, RecordMyRoadTestApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/road-tests`, method: 'POST', body: queryArg.roadTestInput }),
        invalidatesTags: ['RoadTests'],
      }),
      removeMyRoadTest: build.mutation<RemoveMyRoadTestApiResponse, RemoveMyRoadTestApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/road-tests/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['RoadTests'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedSignedInApi };
export type GetMyAccountApiResponse = /** status 200 The profile. */ AccountResponse;
export type GetMyAccountApiArg = void;
export type UpdateMyAccountApiResponse = /** status 200 Updated; the profile with its new `updated_at`. */ AccountResponse;
export type UpdateMyAccountApiArg = {
  accountInput: AccountInput;
};
export type GetMyTextsApiResponse = /** status 200 The consent. */ TextsResponse;
export type GetMyTextsApiArg = void;
export type StopMyTextsApiResponse = /** status 200 The consent, off. */ TextsResponse;
export type StopMyTextsApiArg = void;
export type SendMyPhoneCodeApiResponse = /** status 200 Sent; the consent with `pending_phone`. */ TextsResponse;
export type SendMyPhoneCodeApiArg = {
  phoneCodeInput: PhoneCodeInput;
};
export type ConfirmMyTextsApiResponse = /** status 200 Opted in. */ TextsResponse;
export type ConfirmMyTextsApiArg = {
  textsConfirmInput: TextsConfirmInput;
};
export type ChangeMyPasswordApiResponse = /** status 200 Done. */ MessageResponse;
export type ChangeMyPasswordApiArg = {
  passwordChangeInput: PasswordChangeInput;
};
export type ChangeInstructorPasswordApiResponse = /** status 200 Done. */ MessageResponse;
export type ChangeInstructorPasswordApiArg = {
  passwordChangeInput: PasswordChangeInput;
};
export type RequestPasswordResetApiResponse = /** status 200 Done. */ MessageResponse;
export type RequestPasswordResetApiArg = {
  passwordResetRequestInput: PasswordResetRequestInput;
};
export type ResetPasswordApiResponse = /** status 200 Done. */ MessageResponse;
export type ResetPasswordApiArg = {
  passwordResetInput: PasswordResetInput;
};
export type ListPublicPackagesApiResponse = /** status 200 Active packages in display order. */ PublicPackageListResponse;
export type ListPublicPackagesApiArg = void;
export type ListMyWaitlistApiResponse = /** status 200 The entries. */ WaitlistEntryListResponse;
export type ListMyWaitlistApiArg = void;
export type JoinWaitlistApiResponse = /** status 200 On the list. */ WaitlistEntryResponse;
export type JoinWaitlistApiArg = {
  /** The record's id. */
  id: number;
};
export type LeaveWaitlistApiResponse = /** status 200 Off the list. */ MessageResponse;
export type LeaveWaitlistApiArg = {
  /** The record's id. */
  id: number;
};
export type QuoteBookingApiResponse = /** status 200 The quote. */ QuoteResponse;
export type QuoteBookingApiArg = {
  bookingInput: BookingInput;
};
export type ListMyBookingsApiResponse = /** status 200 The student's bookings. */ BookingListResponse;
export type ListMyBookingsApiArg = void;
export type CreateBookingApiResponse =
  | /** status 200 The student's existing active booking for this date or package; nothing was written. */ BookingResponse
  | /** status 201 Booked; the seat is held until `hold_expires_at`. */ BookingResponse;
export type CreateBookingApiArg = {
  /** Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
    for each user action and sends it again with every retry of that request. The first answer
    (status and body) is kept with the key for 24 hours, per user and operation, in the
    transaction of the change; a retry, even one racing the first request, gets that answer
    again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
    different request is a 422.
     */
  'Idempotency-Key'?: string;
  bookingInput: BookingInput;
};
export type GetMyBookingApiResponse = /** status 200 The booking. */ BookingResponse;
export type GetMyBookingApiArg = {
  /** The record's id. */
  id: number;
};
export type StartBookingPaymentApiResponse = /** status 200 The booking, with `checkout_url` for a card payment. */ PaymentStartResponse;
export type StartBookingPaymentApiArg = {
  /** The record's id. */
  id: number;
  /** Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
    for each user action and sends it again with every retry of that request. The first answer
    (status and body) is kept with the key for 24 hours, per user and operation, in the
    transaction of the change; a retry, even one racing the first request, gets that answer
    again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
    different request is a 422.
     */
  'Idempotency-Key'?: string;
  paymentStartInput: PaymentStartInput;
};
export type CancelMyBookingApiResponse = /** status 200 The cancelled booking. */ BookingResponse;
export type CancelMyBookingApiArg = {
  /** The record's id. */
  id: number;
  /** Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
    for each user action and sends it again with every retry of that request. The first answer
    (status and body) is kept with the key for 24 hours, per user and operation, in the
    transaction of the change; a retry, even one racing the first request, gets that answer
    again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
    different request is a 422.
     */
  'Idempotency-Key'?: string;
};
export type GetMyReceiptApiResponse = /** status 200 The receipt or credit note. */ ReceiptResponse;
export type GetMyReceiptApiArg = {
  /** The record's id. */
  id: number;
};
export type ListMyBdeCoursesApiResponse = /** status 200 The student's courses. */ BdeCourseListResponse;
export type ListMyBdeCoursesApiArg = void;
export type ConsentToBdeRecordsApiResponse = /** status 200 The course with its consent. */ BdeCourseResponse;
export type ConsentToBdeRecordsApiArg = {
  /** The record's id. */
  id: number;
  bdeConsentInput: BdeConsentInput;
};
export type RecordMyG1LicenceApiResponse = /** status 200 The course with its licence. */ BdeCourseResponse;
export type RecordMyG1LicenceApiArg = {
  /** The record's id. */
  id: number;
  g1LicenceInput: G1LicenceInput;
};
export type GetMyBdeCourseFileApiResponse = /** status 200 The file. */ Blob;
export type GetMyBdeCourseFileApiArg = {
  /** The record's id. */
  id: number;
};
export type MarkMyHomeLinkDoneApiResponse = /** status 200 The course with the assignment marked done. */ BdeCourseResponse;
export type MarkMyHomeLinkDoneApiArg = {
  /** The record's id. */
  id: number;
  /** The home-link assignment's id. */
  assignmentId: number;
  homeLinkDoneInput: HomeLinkDoneInput;
};
export type ListMyLessonsApiResponse = /** status 200 The lessons and hours. */ LessonListResponse;
export type ListMyLessonsApiArg = void;
export type BookLessonApiResponse = /** status 201 Booked; its hours are reserved. */ LessonResponse;
export type BookLessonApiArg = {
  /** Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
    for each user action and sends it again with every retry of that request. The first answer
    (status and body) is kept with the key for 24 hours, per user and operation, in the
    transaction of the change; a retry, even one racing the first request, gets that answer
    again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
    different request is a 422.
     */
  'Idempotency-Key'?: string;
  lessonInput: LessonInput;
};
export type ListLessonSlotsApiResponse = /** status 200 Free slots, earliest first (then by instructor). */ LessonSlotListResponse;
export type ListLessonSlotsApiArg = {
  instructorId?: number;
  from?: LocalDate;
  days?: number;
  duration?: LessonDuration;
  /** The student's booked lesson being moved. Its own time counts as free, so it can move by half an hour (404 when the student has no such booked lesson). */
  moving?: number;
};
export type GetMyLessonRequestApiResponse = /** status 200 The request and the offer. */ MyLessonRequestResponse;
export type GetMyLessonRequestApiArg = void;
export type SaveMyLessonRequestApiResponse = /** status 200 On the list. */ MyLessonRequestResponse;
export type SaveMyLessonRequestApiArg = {
  lessonRequestInput: LessonRequestInput;
};
export type LeaveLessonRequestApiResponse = /** status 200 Off the list. */ MessageResponse;
export type LeaveLessonRequestApiArg = void;
export type AcceptLessonOfferApiResponse = /** status 201 Booked. */ LessonResponse;
export type AcceptLessonOfferApiArg = {
  /** The record's id. */
  id: number;
  /** Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
    for each user action and sends it again with every retry of that request. The first answer
    (status and body) is kept with the key for 24 hours, per user and operation, in the
    transaction of the change; a retry, even one racing the first request, gets that answer
    again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
    different request is a 422.
     */
  'Idempotency-Key'?: string;
};
export type DeclineLessonOfferApiResponse = /** status 200 Declined. */ MyLessonRequestResponse;
export type DeclineLessonOfferApiArg = {
  /** The record's id. */
  id: number;
};
export type CancelMyLessonApiResponse = /** status 200 The cancelled lesson. */ LessonResponse;
export type CancelMyLessonApiArg = {
  /** The record's id. */
  id: number;
  /** Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
    for each user action and sends it again with every retry of that request. The first answer
    (status and body) is kept with the key for 24 hours, per user and operation, in the
    transaction of the change; a retry, even one racing the first request, gets that answer
    again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
    different request is a 422.
     */
  'Idempotency-Key'?: string;
};
export type RescheduleMyLessonApiResponse = /** status 200 The lesson at its new time. */ LessonResponse;
export type RescheduleMyLessonApiArg = {
  /** The record's id. */
  id: number;
  /** Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
    for each user action and sends it again with every retry of that request. The first answer
    (status and body) is kept with the key for 24 hours, per user and operation, in the
    transaction of the change; a retry, even one racing the first request, gets that answer
    again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
    different request is a 422.
     */
  'Idempotency-Key'?: string;
  lessonInput: LessonInput;
};
export type InstructorLogoutApiResponse = /** status 200 Done. */ MessageResponse;
export type InstructorLogoutApiArg = void;
export type GetMyApplicationApiResponse = /** status 200 The application. */ InstructorApplicationResponse;
export type GetMyApplicationApiArg = void;
export type UpdateMyApplicationApiResponse = /** status 200 Saved. */ InstructorApplicationResponse;
export type UpdateMyApplicationApiArg = {
  instructorProfileInput: InstructorProfileInput;
};
export type SubmitMyApplicationApiResponse = /** status 200 Submitted. */ InstructorApplicationResponse;
export type SubmitMyApplicationApiArg = void;
export type UploadMyDocumentApiResponse = /** status 200 Stored; the application as it now is. */ InstructorApplicationResponse;
export type UploadMyDocumentApiArg = {
  /** Which of the instructor's documents. */
  kind: InstructorDocumentKind;
  instructorDocumentUpload: InstructorDocumentUpload;
};
export type GetMyDocumentFileApiResponse = /** status 200 The file. */ Blob;
export type GetMyDocumentFileApiArg = {
  /** Which of the instructor's documents. */
  kind: InstructorDocumentKind;
};
export type UploadMyCarPhotoApiResponse = /** status 200 Stored; the application as it now is. */ InstructorApplicationResponse;
export type UploadMyCarPhotoApiArg = {
  instructorCarPhotoUpload: InstructorCarPhotoUpload;
};
export type GetMyAvailabilityApiResponse = /** status 200 The availability. */ AvailabilityResponse;
export type GetMyAvailabilityApiArg = void;
export type UpdateMyAvailabilityApiResponse = /** status 200 Published. */ AvailabilityResponse;
export type UpdateMyAvailabilityApiArg = {
  availabilityInput: AvailabilityInput;
};
export type ListMyBdeSessionsApiResponse = /** status 200 The sessions. */ BdeClassSessionListResponse;
export type ListMyBdeSessionsApiArg = void;
export type RecordMyBdeAttendanceApiResponse = /** status 200 Recorded. */ BdeClassSessionResponse;
export type RecordMyBdeAttendanceApiArg = {
  /** The record's id. */
  id: number;
  bdeAttendanceInput: BdeAttendanceInput;
};
export type ListMyStudentsHomeLinkApiResponse = /** status 200 The work to check. */ InstructorHomeLinkListResponse;
export type ListMyStudentsHomeLinkApiArg = void;
export type AcceptMyStudentsHomeLinkApiResponse = /** status 200 Accepted. */ MessageResponse;
export type AcceptMyStudentsHomeLinkApiArg = {
  /** The record's id. */
  id: number;
  /** The home-link assignment's id. */
  assignmentId: number;
};
export type ListMyTeachingLessonsApiResponse = /** status 200 The lessons. */ TeachingLessonListResponse;
export type ListMyTeachingLessonsApiArg = {
  from?: LocalDate;
  to?: LocalDate;
};
export type RecordMyLessonOutcomeApiResponse = /** status 200 Recorded. */ TeachingLessonResponse;
export type RecordMyLessonOutcomeApiArg = {
  /** The record's id. */
  id: number;
  /** Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
    for each user action and sends it again with every retry of that request. The first answer
    (status and body) is kept with the key for 24 hours, per user and operation, in the
    transaction of the change; a retry, even one racing the first request, gets that answer
    again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
    different request is a 422.
     */
  'Idempotency-Key'?: string;
  teachingOutcomeInput: TeachingOutcomeInput;
};
export type ListDriveTestCentresApiResponse = /** status 200 The centres. */ DriveTestCentreListResponse;
export type ListDriveTestCentresApiArg = void;
export type ListMyRoadTestsApiResponse = /** status 200 The road tests. */ RoadTestListResponse;
export type ListMyRoadTestsApiArg = void;
export type RecordMyRoadTestApiResponse = /** status 201 Recorded. */ RoadTestResponse;
export type RecordMyRoadTestApiArg = {
  roadTestInput: RoadTestInput;
};
export type RemoveMyRoadTestApiResponse = /** status 200 Removed. */ MessageResponse;
export type RemoveMyRoadTestApiArg = {
  /** The record's id. */
  id: number;
};
export type EmailLocale = 'en' | 'fr' | 'ar';
export type Timestamp = string;
export type Account = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** E.164. */
  phone_number: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  birthday: string | null;
  email_locale: EmailLocale;
  updated_at: Timestamp;
};
export type AccountResponse = {
  success: boolean;
  message?: string;
  data: Account;
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
export type AccountInput = {
  first_name: string;
  last_name: string;
  /** A phone number read as Canadian, in any usual writing. */
  phone_number: string;
  city: string;
  latitude?: number;
  longitude?: number;
  email_locale: EmailLocale;
  /** The profile's `updated_at` as read (409 `stale` when it changed since). */
  updated_at: string;
};
export type Texts = {
  opted_in: boolean;
  /** The verified mobile number (E.164). */
  phone_number: string | null;
  /** A number a code was texted to, not yet confirmed. */
  pending_phone: string | null;
  consented_at: string | null;
  consent_wording: string | null;
};
export type TextsResponse = {
  success: boolean;
  message?: string;
  data: Texts;
};
export type PhoneCodeInput = {
  phone_number: string;
};
export type TextsConfirmInput = {
  code: string;
  /** The box ticked. */
  consent: true;
};
export type MessageResponse = {
  success: boolean;
  message: string;
};
export type PasswordChangeInput = {
  current_password: string;
  new_password: string;
};
export type PasswordResetRequestInput = {
  email: string;
};
export type PasswordResetInput = {
  email: string;
  code: string;
  new_password: string;
};
export type LocalizedText = {
  en: string;
  fr: string;
  ar: string;
};
export type Cents = number;
export type HstRateBp = number;
export type IdList = number[];
export type LocalDate = string;
export type LocalTime = string;
export type PublicPackageDate = {
  id: number;
  first_date: LocalDate;
  second_date: string | null;
  from_time: LocalTime;
  to_time: LocalTime;
  capacity: number;
  seats_left: number;
};
export type PublicPackage = {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  price_cents: Cents;
  hst_applies: boolean;
  hst_rate_bp: HstRateBp;
  hst_cents: Cents;
  total_cents: Cents;
  in_car_hours: number;
  course_hours: number;
  service_ids: IdList;
  offer_ids: IdList;
  /** Open dates not yet started, earliest first. Empty for a package without dates (no seat limit). */
  dates: PublicPackageDate[];
};
export type PublicPackageListResponse = {
  success: boolean;
  data: PublicPackage[];
};
export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'declined' | 'lapsed' | 'left' | 'removed';
export type WaitlistEntry = {
  id: number;
  package_date_id: number;
  package_id: number;
  package_name: LocalizedText;
  first_date: LocalDate;
  status: WaitlistStatus;
  /** Place among those waiting (1 is next); null once offered. */
  position: number | null;
  offer_expires_at: string | null;
};
export type WaitlistEntryListResponse = {
  success: boolean;
  data: WaitlistEntry[];
};
export type WaitlistEntryResponse = {
  success: boolean;
  message?: string;
  data: WaitlistEntry;
};
export type SignedCents = number;
export type BookingLine = {
  kind: 'package' | 'discount';
  description: LocalizedText;
  amount_cents: SignedCents;
  /** This line's HST, `amount_cents × hst_rate_bp / 10000` rounded half away from zero to the cent; 0 when the package's HST does not apply. */
  hst_cents: SignedCents;
};
export type BookingAmounts = {
  lines: BookingLine[];
  subtotal_cents: Cents;
  hst_rate_bp: HstRateBp;
  hst_cents: Cents;
  total_cents: Cents;
};
export type BookingPackageRef = {
  id: number;
  name: LocalizedText;
};
export type PaymentMethod = 'card' | 'at_school';
export type Quote = BookingAmounts & {
  package: BookingPackageRef;
  package_date: {
    id: number;
    first_date: LocalDate;
    second_date: string | null;
    from_time: LocalTime;
    to_time: LocalTime;
  } | null;
  /** Seats left on the date now (null without a date); a booking may still find it full. */
  seats_left: number | null;
  discount: {
    code: string;
    partner_name: string;
  } | null;
  payment_methods: PaymentMethod[];
};
export type QuoteResponse = {
  success: boolean;
  data: Quote;
};
export type BookingInput = {
  package_id: number;
  /** Required when the package has dates; must be one of its open dates not yet started. */
  package_date_id?: number | null;
  /** A partner's discount code; empty or null for none. */
  discount_code?: string | null;
};
export type BookingStatus = 'held' | 'expired' | 'confirmed_unpaid' | 'paid' | 'cancelled' | 'refunded';
export type DocumentKind = 'receipt' | 'credit_note';
export type DocumentNumber = string;
export type DocumentRef = {
  id: number;
  kind: DocumentKind;
  number: DocumentNumber;
  issued_at: Timestamp;
};
export type Booking = BookingAmounts & {
  id: number;
  status: BookingStatus;
  package: BookingPackageRef;
  package_date: {
    id: number;
    first_date: LocalDate;
    second_date: string | null;
    from_time: LocalTime;
    to_time: LocalTime;
  } | null;
  discount: {
    code: string;
    partner_name: string;
  } | null;
  /** The method chosen (null until `startBookingPayment`). */
  payment_method: ('card' | 'at_school' | null) | null;
  /** What the student may choose now (empty unless `held` with an unexpired hold). */
  payment_methods: PaymentMethod[];
  /** While `held`, when the seat is released (extended when a card payment starts). */
  hold_expires_at: string | null;
  /** The school's payment instructions (setting), while `confirmed_unpaid`. */
  payment_instructions: {
    en: string;
    fr: string;
    ar: string;
  } | null;
  paid_at: string | null;
  cancelled_at: string | null;
  refunded_at: string | null;
  receipt: {
    id: number;
    kind: DocumentKind;
    number: DocumentNumber;
    issued_at: Timestamp;
  } | null;
  credit_notes: DocumentRef[];
  created_at: Timestamp;
  updated_at: Timestamp;
};
export type BookingListResponse = {
  success: boolean;
  data: Booking[];
};
export type BookingResponse = {
  success: boolean;
  message?: string;
  data: Booking;
};
export type PaymentStartResponse = {
  success: boolean;
  message?: string;
  data: {
    booking: Booking;
    /** The Stripe Checkout page to send the browser to (card); null for `at_school`. */
    checkout_url: string | null;
  };
};
export type PaymentStartInput = {
  method: PaymentMethod;
};
export type BookingStudent = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
};
export type ReceivedBy = 'stripe' | 'interac' | 'cash' | 'card_at_office' | 'other';
export type Receipt = BookingAmounts & {
  id: number;
  kind: DocumentKind;
  number: DocumentNumber;
  issued_at: Timestamp;
  refers_to: {
    id: number;
    kind: DocumentKind;
    number: DocumentNumber;
    issued_at: Timestamp;
  } | null;
  booking_id: number;
  /** The student's language when issued: the page's default language. */
  locale: 'en' | 'fr' | 'ar';
  school: {
    legal_name: string;
    address: string;
    hst_number: string;
  };
  student: BookingStudent;
  package: BookingPackageRef;
  package_date: {
    id: number;
    first_date: LocalDate;
    second_date: string | null;
    from_time: LocalTime;
    to_time: LocalTime;
  } | null;
  /** How the money was paid (receipt) or returned (credit note). */
  received_by: ReceivedBy;
  /** When it was paid (receipt) or refunded (credit note). */
  paid_at: Timestamp;
};
export type ReceiptResponse = {
  success: boolean;
  data: Receipt;
};
export type BdeCourseStatus = 'enrolled' | 'in_progress' | 'ready' | 'certified' | 'withdrawn' | 'expired';
export type HomeLinkWork = {
  assignment_id: number;
  title: LocalizedText;
  minutes: number;
  /** `done` once the student marked it, `accepted` once the office or the student's instructor checked it. */
  status: 'to_do' | 'done' | 'accepted';
  guardian_name: string | null;
  done_at: string | null;
  accepted_at: string | null;
};
export type BdeFinalTest = {
  id: number;
  taken_on: LocalDate;
  theory_percent: number;
  in_car_percent: number;
  passed: boolean;
};
export type BdeCourse = {
  id: number;
  booking_id: number;
  package: BookingPackageRef;
  status: BdeCourseStatus;
  course_start: LocalDate;
  /** The last day of the in-car part (the `bde_in_car_months` setting after the start, 12 by default). */
  in_car_deadline: LocalDate;
  g1: {
    number: string;
    expiry: LocalDate;
  } | null;
  consent: {
    wording: string;
    given_at: string;
    guardian_name: string | null;
  } | null;
  /** What the student agrees to, in the student's language. */
  consent_wording: string;
  guardian_required: boolean;
  /** What the course has done of what the school's BDE rules require: class minutes attended
    (the attendance of its sessions), in-car minutes taught (the student's completed lessons)
    and home-link minutes accepted, and whether a sitting of the final test reached
    `pass_percent` in both parts.
     */
  progress: {
    class_minutes: number;
    class_hours_required: number;
    in_car_minutes: number;
    in_car_hours_required: number;
    home_link_minutes: number;
    home_link_hours_required: number;
    test_passed: boolean;
    pass_percent: number;
  };
  /** Every assignment of the school, with this course's work on it (null until marked done). */
  home_link: HomeLinkWork[];
  /** The sittings of the final test, oldest first. */
  tests: BdeFinalTest[];
  /** When the course last became ready to certify. */
  ready_at: string | null;
  /** The certificate as reported to the Ministry, once the course is certified. */
  certificate: {
    issued_on: LocalDate;
    mto_reference: string;
  } | null;
};
export type BdeCourseListResponse = {
  success: boolean;
  data: BdeCourse[];
};
export type BdeCourseResponse = {
  success: boolean;
  message?: string;
  data: BdeCourse;
};
export type BdeConsentInput = {
  /** The box the student ticked. */
  consent: true;
  /** A parent's or guardian's full name: required while the student is under 18. */
  guardian_name?: string | null;
};
export type G1LicenceInput = {
  g1_number: string;
  g1_expiry: LocalDate;
};
export type HomeLinkDoneInput = {
  /** The parent or guardian who did it with the student. */
  guardian_name: string;
};
export type LessonStatus = 'booked' | 'cancelled' | 'completed' | 'no_show';
export type LessonDuration = 60 | 120;
export type LessonInstructor = {
  id: number;
  /** First name and last initial, as the public grid shows them. */
  name: string;
};
export type Lesson = {
  id: number;
  status: LessonStatus;
  starts_at: Timestamp;
  ends_at: Timestamp;
  duration_minutes: LessonDuration;
  instructor: LessonInstructor;
  /** Whether its hours are used (booked, completed, no-show, or cancelled inside the cut-off unless the office waived it). */
  counted: boolean;
  /** The cut-off: until then a cancellation returns the hours and the student may reschedule. */
  free_cancel_until: string;
  cancelled_at: string | null;
};
export type LessonHours = {
  bought: number;
  booked: number;
  completed: number;
  forfeited: number;
  left: number;
};
export type LessonListResponse = {
  success: boolean;
  data: Lesson[];
  hours: LessonHours;
  /** Null unless the student bought a BDE course. */
  bde: {
    /** The Ministry's minimum in-car hours of a BDE course (10). */
    required_hours: number;
    completed_hours: number;
    course_start: LocalDate;
    deadline: LocalDate;
  } | null;
  cancel_cutoff_hours: number;
};
export type LessonResponse = {
  success: boolean;
  message?: string;
  data: Lesson;
};
export type LessonInput = {
  instructor_id: number;
  /** A slot's `starts_at`, as `listLessonSlots` gave it. */
  starts_at: string;
  duration_minutes: LessonDuration;
};
export type LessonSlot = {
  instructor: LessonInstructor;
  starts_at: Timestamp;
  ends_at: Timestamp;
  duration_minutes: LessonDuration;
};
export type LessonSlotListResponse = {
  success: boolean;
  data: LessonSlot[];
};
export type LessonRequestStatus = 'waiting' | 'booked' | 'left' | 'removed' | 'expired';
export type LessonRequest = {
  id: number;
  status: LessonRequestStatus;
  duration_minutes: LessonDuration;
  instructor_ids: number[];
  weekdays: number[];
  from_time: LocalTime;
  to_time: LocalTime;
  before: string | null;
  road_test_date: string | null;
  created_at: Timestamp;
};
export type LessonOfferStatus = 'offered' | 'booked' | 'declined' | 'lapsed' | 'withdrawn';
export type LessonOffer = {
  id: number;
  status: LessonOfferStatus;
  starts_at: Timestamp;
  ends_at: Timestamp;
  duration_minutes: LessonDuration;
  instructor: LessonInstructor;
  expires_at: Timestamp;
};
export type MyLessonRequestResponse = {
  success: boolean;
  message?: string;
  /** The student's waiting request; absent when they are not on the list. */
  data?: LessonRequest;
  /** The slot held for the student now; absent when none is. */
  offer?: LessonOffer;
};
export type LessonRequestInput = {
  duration_minutes: LessonDuration;
  /** The instructors that suit the student; empty for any. */
  instructor_ids?: number[];
  /** The weekdays that suit the student (0 is Sunday). */
  weekdays: number[];
  from_time: LocalTime;
  to_time: LocalTime;
  /** The lesson must be on a Toronto day before this one; null for any day. */
  before?: string | null;
  /** The student's road test, when booked (a sooner one comes first). */
  road_test_date?: string | null;
};
export type InstructorStatus = 'draft' | 'pending' | 'accepted' | 'rejected';
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
export type InstructorBio = {
  en: string;
  fr: string;
  ar: string;
};
export type LicenceState = 'missing' | 'expired' | 'expiring' | 'valid';
export type InstructorDocumentKind =
  'in_car_certification' | 'instructor_licence' | 'g_licence' | 'insurance' | 'vehicle_ownership' | 'safety_check' | 'dual_brake_photo' | 'front_plate_photo';
export type InstructorDocument = {
  kind: InstructorDocumentKind;
  /** The server's name of the document, from its kind and the type of its bytes (`g-licence.pdf`, `dual-brake-photo.jpg`), never the uploaded file's name; the name a download carries. */
  file_name: string;
  mime_type: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';
  size_bytes: number;
  uploaded_at: Timestamp;
};
export type InstructorProfileChangeField = 'f_name' | 'l_name' | 'languages' | 'bio' | 'car_make_model' | 'public_phone' | 'car_photo';
export type InstructorApplication = {
  id: number;
  status: InstructorStatus;
  f_name: string;
  l_name: string;
  /** The instructor's own phone, for the office only. */
  phone_number: string;
  /** The business phone shown on the public site (E.164); empty when none is published. */
  public_phone: string;
  birthday: string | null;
  languages: InstructorLanguage[];
  bio: InstructorBio;
  car_make_model: string;
  car_image_url: string | null;
  licence_number: string;
  licence_expires_on: string | null;
  licence_state: LicenceState;
  documents: InstructorDocument[];
  /** What submission still needs, named as `submitMyApplication`'s 422 names it. */
  missing: string[];
  submitted_at: string | null;
  reviewed_at: string | null;
  /** The office's reason of a rejection. */
  review_reason: string | null;
  /** The public profile as the instructor last changed it while approved, waiting for the
    office's review (`pending`) or refused (`rejected`, until the instructor saves their
    profile again): every public field as proposed, and which of them differ from the
    public version (`changed`); null when none. The fields above stay the public version
    meanwhile.
     */
  profile_change: {
    status: 'pending' | 'rejected';
    f_name: string;
    l_name: string;
    languages: InstructorLanguage[];
    bio: InstructorBio;
    car_make_model: string;
    /** Empty when none is proposed. */
    public_phone: string;
    car_image_url: string | null;
    changed: InstructorProfileChangeField[];
    submitted_at: Timestamp;
    reviewed_at: string | null;
    /** The office's reason of a refusal. */
    review_reason: string | null;
    /** The change's version, which the office's decision names (409 `stale` when the instructor changed it since). */
    updated_at: string;
  } | null;
  updated_at: Timestamp;
};
export type InstructorApplicationResponse = {
  success: boolean;
  message?: string;
  data: InstructorApplication;
};
export type InstructorProfileInput = {
  f_name: string;
  l_name: string;
  /** A phone number read as Canadian, in any usual writing (empty while a draft). */
  phone_number: string;
  /** A business phone to show on the public site, read as `phone_number` is; empty publishes
    none (the default: visitors contact the school). Absent: left as it is.
     */
  public_phone?: string;
  birthday: string | null;
  languages: InstructorLanguage[];
  bio: InstructorBio;
  car_make_model: string;
  licence_number: string;
  licence_expires_on: string | null;
  /** The application's `updated_at` as read (409 `stale` when it changed since). */
  updated_at: string;
};
export type InstructorDocumentUpload = {
  /** A PDF, PNG, JPEG or WebP file of at most 8 MB. */
  file: Blob;
};
export type InstructorCarPhotoUpload = {
  /** A PNG, JPEG or WebP image of at most 8 MB. */
  photo: Blob;
};
export type HalfHourTime = string;
export type WeeklyHours = {
  /** 0 is Sunday. */
  weekday: number;
  from_time: HalfHourTime;
  to_time: HalfHourTime;
};
export type AvailabilityException = {
  date: LocalDate;
  kind: 'off' | 'extra';
  from_time?: HalfHourTime;
  to_time?: HalfHourTime;
};
export type Availability = {
  weekly: WeeklyHours[];
  /** Exceptions from today on (past ones are not answered). */
  exceptions: AvailabilityException[];
  /** Null until first published. */
  updated_at: string | null;
};
export type AvailabilityResponse = {
  success: boolean;
  message?: string;
  data: Availability;
};
export type HeldLesson = {
  id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  student_first_name: string;
};
export type AvailabilityConflictBody = Error & {
  /** With `booked_lessons`, the booked lessons the change would leave outside the hours. */
  lessons?: HeldLesson[];
};
export type AvailabilityInput = {
  weekly: WeeklyHours[];
  /** From today to one year ahead (422 otherwise); one `off` per day at most. */
  exceptions: AvailabilityException[];
  /** The availability's `updated_at` as read, null when never published (409 `stale` when it changed since). */
  updated_at: string | null;
};
export type BdeClassSession = {
  id: number;
  class_id: number;
  day: LocalDate;
  starts_at: Timestamp;
  ends_at: Timestamp;
  mode: 'classroom' | 'online';
  room: string | null;
  instructor: {
    id: number;
    name: string;
  } | null;
  roster: {
    course_id: number;
    student: {
      id: number;
      name: string;
      email: string;
    };
    status: ('present' | 'late' | 'absent' | null) | null;
    minutes: number | null;
  }[];
};
export type BdeClassSessionListResponse = {
  success: boolean;
  data: BdeClassSession[];
};
export type BdeClassSessionResponse = {
  success: boolean;
  message?: string;
  data: BdeClassSession;
};
export type AttendanceStatus = 'present' | 'late' | 'absent';
export type BdeAttendanceInput = {
  entries: {
    course_id: number;
    status: AttendanceStatus;
    /** The minutes attended when `late`. */
    minutes?: number;
  }[];
};
export type InstructorHomeLinkWork = {
  course_id: number;
  student_name: string;
  assignment_id: number;
  title: LocalizedText;
  minutes: number;
  guardian_name: string;
  done_at: string;
};
export type InstructorHomeLinkListResponse = {
  success: boolean;
  data: InstructorHomeLinkWork[];
};
export type LessonSkill =
  | 'circle_check'
  | 'cockpit_drill'
  | 'starting_stopping'
  | 'steering'
  | 'turns'
  | 'lane_changes'
  | 'intersections'
  | 'right_of_way'
  | 'pedestrians_cyclists'
  | 'reversing'
  | 'parking'
  | 'three_point_turn'
  | 'hill_parking'
  | 'residential_urban'
  | 'rural_roads'
  | 'defensive_driving'
  | 'expressway_entry_exit'
  | 'highway_driving';
export type LessonLogChange = {
  changed_at: Timestamp;
  /** The name of who wrote it. */
  changed_by: string;
  role: 'instructor' | 'office';
  skills: LessonSkill[];
  notes: string;
  licence_number: string;
};
export type LessonLog = {
  lesson_id: number;
  skills: LessonSkill[];
  notes: string;
  licence_number: string;
  updated_at: Timestamp;
  /** Newest first; the first is the entry as it is. */
  changes: LessonLogChange[];
};
export type TeachingLesson = {
  id: number;
  status: 'booked' | 'completed' | 'no_show';
  starts_at: Timestamp;
  ends_at: Timestamp;
  duration_minutes: 60 | 120;
  /** What was recorded as taught (null until recorded). */
  taught_minutes: number | null;
  student: {
    first_name: string;
    /** The pick-up city. */
    city: string | null;
    /** Only from 24 hours before the start. */
    phone: string | null;
  };
  /** Whether the student takes the BDE course (a completed lesson then needs a log entry). */
  bde: boolean;
  /** The in-car log entry; absent when the lesson has none. */
  log?: LessonLog;
};
export type TeachingLessonListResponse = {
  success: boolean;
  data: TeachingLesson[];
};
export type TeachingLessonResponse = {
  success: boolean;
  message?: string;
  data: TeachingLesson;
};
export type LessonLogInput = {
  /** The skills practised. */
  skills: LessonSkill[];
  notes: string;
  /** The instructor's driving instructor licence number. */
  licence_number: string;
  /** The entry's `updated_at` as read; required when correcting an existing entry (409 `stale`). */
  updated_at?: string;
};
export type TeachingOutcomeInput = {
  outcome: 'completed' | 'no_show';
  /** For `completed`: the time taught (the booked duration when absent). */
  taught_minutes?: number;
  log?: LessonLogInput;
};
export type DriveTestCentreId =
  | 'barrie'
  | 'belleville'
  | 'brampton'
  | 'brantford'
  | 'brockville'
  | 'burlington'
  | 'chatham'
  | 'clinton'
  | 'cobourg'
  | 'collingwood'
  | 'cornwall'
  | 'dryden'
  | 'fort-frances'
  | 'guelph'
  | 'hamilton'
  | 'hawkesbury'
  | 'huntsville'
  | 'kapuskasing'
  | 'kenora'
  | 'kingston'
  | 'kirkland-lake'
  | 'kitchener'
  | 'lindsay'
  | 'london'
  | 'markham'
  | 'mississauga'
  | 'new-liskeard'
  | 'newmarket'
  | 'niagara-falls'
  | 'north-bay'
  | 'oakville'
  | 'orangeville'
  | 'orillia'
  | 'oshawa'
  | 'ottawa-canotek'
  | 'ottawa-kanata'
  | 'ottawa-walkley'
  | 'owen-sound'
  | 'parry-sound'
  | 'pembroke'
  | 'peterborough'
  | 'sarnia'
  | 'sault-ste-marie'
  | 'simcoe'
  | 'smiths-falls'
  | 'st-catharines'
  | 'stratford'
  | 'sudbury'
  | 'thunder-bay'
  | 'timmins'
  | 'toronto-downsview'
  | 'toronto-etobicoke'
  | 'toronto-metro-east'
  | 'toronto-port-union'
  | 'walkerton'
  | 'windsor'
  | 'woodstock';
export type DriveTestCentre = {
  id: DriveTestCentreId;
  /** The centre's name as DriveTest writes it (a proper name: the same in every language). */
  name: string;
};
export type DriveTestCentreListResponse = {
  success: boolean;
  data: DriveTestCentre[];
};
export type RoadTestClass = 'G2' | 'G';
export type RoadTestResult = 'pass' | 'fail' | 'not_taken';
export type RoadTest = {
  id: number;
  student_id: number;
  class: RoadTestClass;
  taken_on: LocalDate;
  /** The test's Toronto time (HH:MM), when known. */
  test_time: string | null;
  centre: DriveTestCentre;
  attempt: number;
  result: RoadTestResult;
  /** The student's lesson just before the test, when there was one. */
  warmup_lesson_id: number | null;
  /** The warm-up lesson's instructor; null when no lesson was linked. */
  instructor: {
    id: number;
    /** First name and last initial. */
    name: string;
  } | null;
  /** Who recorded it last. */
  recorded_by: 'student' | 'office';
  created_at: Timestamp;
  updated_at: Timestamp;
};
export type RoadTestListResponse = {
  success: boolean;
  data: RoadTest[];
};
export type RoadTestResponse = {
  success: boolean;
  message?: string;
  data: RoadTest;
};
export type RoadTestInput = {
  class: RoadTestClass;
  taken_on: LocalDate;
  /** The test's Toronto time, when known; it picks the warm-up lesson. */
  test_time?: LocalTime;
  centre_id: DriveTestCentreId;
  /** Which attempt at this class; when absent, the next one for the student and class. */
  attempt?: number;
  result: RoadTestResult;
};
export const {
  useGetMyAccountQuery,
  useUpdateMyAccountMutation,
  useGetMyTextsQuery,
  useStopMyTextsMutation,
  useSendMyPhoneCodeMutation,
  useConfirmMyTextsMutation,
  useChangeMyPasswordMutation,
  useChangeInstructorPasswordMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useListPublicPackagesQuery,
  useListMyWaitlistQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useQuoteBookingMutation,
  useListMyBookingsQuery,
  useCreateBookingMutation,
  useGetMyBookingQuery,
  useStartBookingPaymentMutation,
  useCancelMyBookingMutation,
  useGetMyReceiptQuery,
  useListMyBdeCoursesQuery,
  useConsentToBdeRecordsMutation,
  useRecordMyG1LicenceMutation,
  useGetMyBdeCourseFileQuery,
  useMarkMyHomeLinkDoneMutation,
  useListMyLessonsQuery,
  useBookLessonMutation,
  useListLessonSlotsQuery,
  useGetMyLessonRequestQuery,
  useSaveMyLessonRequestMutation,
  useLeaveLessonRequestMutation,
  useAcceptLessonOfferMutation,
  useDeclineLessonOfferMutation,
  useCancelMyLessonMutation,
  useRescheduleMyLessonMutation,
  useInstructorLogoutMutation,
  useGetMyApplicationQuery,
  useUpdateMyApplicationMutation,
  useSubmitMyApplicationMutation,
  useUploadMyDocumentMutation,
  useGetMyDocumentFileQuery,
  useUploadMyCarPhotoMutation,
  useGetMyAvailabilityQuery,
  useUpdateMyAvailabilityMutation,
  useListMyBdeSessionsQuery,
  useRecordMyBdeAttendanceMutation,
  useListMyStudentsHomeLinkQuery,
  useAcceptMyStudentsHomeLinkMutation,
  useListMyTeachingLessonsQuery,
  useRecordMyLessonOutcomeMutation,
  useListDriveTestCentresQuery,
  useListMyRoadTestsQuery,
  useRecordMyRoadTestMutation,
  useRemoveMyRoadTestMutation,
} = injectedRtkApi;

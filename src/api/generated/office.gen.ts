import { emptyApi as api } from '../emptyApi';
export const addTagTypes = [
  'Content',
  'Dashboard',
  'Services',
  'Inquiries',
  'Cities',
  'Partners',
  'Media',
  'Account',
  'Packages',
  'Bookings',
  'Waitlist',
  'Texts',
  'Courses',
  'HomeLink',
  'Classes',
  'Settings',
  'CancellationList',
  'Lessons',
  'Instructors',
  'Teaching',
  'RoadTests',
  'Insight',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAdminContent: build.query<ListAdminContentApiResponse, ListAdminContentApiArg>({
        query: () => ({ url: `/api/api/v1/admin/content` }),
        providesTags: ['Content'],
      }),
      createContent: build.mutation<CreateContentApiResponse, CreateContentApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/content`, method: 'POST', body: queryArg.contentInput }),
        invalidatesTags: ['Content'],
      }),
      updateContent: build.mutation<UpdateContentApiResponse, UpdateContentApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/content/${queryArg.id}`, method: 'PUT', body: queryArg.contentInput }),
        invalidatesTags: ['Content'],
      }),
      deleteContent: build.mutation<DeleteContentApiResponse, DeleteContentApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/content/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Content'],
      }),
      getDashboard: build.query<GetDashboardApiResponse, GetDashboardApiArg>({
        query: () => ({ url: `/api/api/v1/admin/dashboard` }),
        providesTags: ['Dashboard'],
      }),
      getQuickStats: build.query<GetQuickStatsApiResponse, GetQuickStatsApiArg>({
        query: () => ({ url: `/api/api/v1/admin/dashboard/quick-stats` }),
        providesTags: ['Dashboard'],
      }),
      getSystemHealth: build.query<GetSystemHealthApiResponse, GetSystemHealthApiArg>({
        query: () => ({ url: `/api/api/v1/admin/dashboard/system-health` }),
        providesTags: ['Dashboard'],
      }),
      listAdminServices: build.query<ListAdminServicesApiResponse, ListAdminServicesApiArg>({
        query: () => ({ url: `/api/api/v1/admin/services` }),
        providesTags: ['Services'],
      }),
      createService: build.mutation<CreateServiceApiResponse, CreateServiceApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/services`, method: 'POST', body: queryArg.serviceInput }),
        invalidatesTags: ['Services'],
      }),
      updateService: build.mutation<UpdateServiceApiResponse, UpdateServiceApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/services/${queryArg.id}`, method: 'PUT', body: queryArg.serviceInput }),
        invalidatesTags: ['Services'],
      }),
      deleteService: build.mutation<DeleteServiceApiResponse, DeleteServiceApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/services/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Services'],
      }),
      toggleServiceActive: build.mutation<ToggleServiceActiveApiResponse, ToggleServiceActiveApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/services/${queryArg.id}/toggle-active`, method: 'POST' }),
        invalidatesTags: ['Services'],
      }),
      updateServiceOrder: build.mutation<UpdateServiceOrderApiResponse, UpdateServiceOrderApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/services/update-order`, method: 'POST', body: queryArg.serviceOrderInput }),
        invalidatesTags: ['Services'],
      }),
      listInquiries: build.query<ListInquiriesApiResponse, ListInquiriesApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/inquiries`,
          params: {
            status: queryArg.status,
            search: queryArg.search,
            page: queryArg.page,
            per_page: queryArg.perPage,
            sort: queryArg.sort,
          },
        }),
        providesTags: ['Inquiries'],
      }),
      getInquiry: build.query<GetInquiryApiResponse, GetInquiryApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/inquiries/${queryArg.id}` }),
        providesTags: ['Inquiries'],
      }),
      updateInquiry: build.mutation<UpdateInquiryApiResponse, UpdateInquiryApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/inquiries/${queryArg.id}`, method: 'PUT', body: queryArg.inquiryUpdate }),
        invalidatesTags: ['Inquiries'],
      }),
      deleteInquiry: build.mutation<DeleteInquiryApiResponse, DeleteInquiryApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/inquiries/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Inquiries'],
      }),
      updateInquiryStatus: build.mutation<UpdateInquiryStatusApiResponse, UpdateInquiryStatusApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/inquiries/${queryArg.id}/status`, method: 'PATCH', body: queryArg.inquiryStatusInput }),
        invalidatesTags: ['Inquiries'],
      }),
      bulkUpdateInquiries: build.mutation<BulkUpdateInquiriesApiResponse, BulkUpdateInquiriesApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/inquiries/bulk-update`, method: 'POST', body: queryArg.inquiryBulkInput }),
        invalidatesTags: ['Inquiries'],
      }),
      getInquiryStatistics: build.query<GetInquiryStatisticsApiResponse, GetInquiryStatisticsApiArg>({
        query: () => ({ url: `/api/api/v1/admin/inquiries-statistics` }),
        providesTags: ['Inquiries'],
      }),
      listAdminCities: build.query<ListAdminCitiesApiResponse, ListAdminCitiesApiArg>({
        query: () => ({ url: `/api/api/v1/admin/cities` }),
        providesTags: ['Cities'],
      }),
      createCity: build.mutation<CreateCityApiResponse, CreateCityApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/cities`, method: 'POST', body: queryArg.cityInput }),
        invalidatesTags: ['Cities'],
      }),
      updateCity: build.mutation<UpdateCityApiResponse, UpdateCityApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/cities/${queryArg.id}`, method: 'PUT', body: queryArg.cityInput }),
        invalidatesTags: ['Cities'],
      }),
      deleteCity: build.mutation<DeleteCityApiResponse, DeleteCityApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/cities/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Cities'],
      }),
      createPartner: build.mutation<CreatePartnerApiResponse, CreatePartnerApiArg>({
        query: (queryArg) => ({ url: `/api/api/partners`, method: 'POST', body: queryArg.partnerInput }),
        invalidatesTags: ['Partners'],
      }),
      listAdminPartners: build.query<ListAdminPartnersApiResponse, ListAdminPartnersApiArg>({
        query: () => ({ url: `/api/api/v1/admin/partners` }),
        providesTags: ['Partners'],
      }),
      updatePartner: build.mutation<UpdatePartnerApiResponse, UpdatePartnerApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/partners/${queryArg.id}`, method: 'PUT', body: queryArg.partnerUpdateInput }),
        invalidatesTags: ['Partners'],
      }),
      deletePartner: build.mutation<DeletePartnerApiResponse, DeletePartnerApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/partners/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Partners'],
      }),
      uploadImage: build.mutation<UploadImageApiResponse, UploadImageApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/images`, method: 'POST', body: queryArg.imageUploadInput }),
        invalidatesTags: ['Media'],
      }),
      listStudentsWithDiscounts: build.query<ListStudentsWithDiscountsApiResponse, ListStudentsWithDiscountsApiArg>({
        query: () => ({ url: `/api/api/students-with-discounts` }),
        providesTags: ['Partners'],
      }),
      changeAdminPassword: build.mutation<ChangeAdminPasswordApiResponse, ChangeAdminPasswordApiArg>({
        query: (queryArg) => ({ url: `/api/v1/user/password`, method: 'POST', body: queryArg.passwordChangeInput }),
        invalidatesTags: ['Account'],
      }),
      listAdminPackages: build.query<ListAdminPackagesApiResponse, ListAdminPackagesApiArg>({
        query: () => ({ url: `/api/api/v1/admin/packages` }),
        providesTags: ['Packages'],
      }),
      createPackage: build.mutation<CreatePackageApiResponse, CreatePackageApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/packages`, method: 'POST', body: queryArg.packageInput }),
        invalidatesTags: ['Packages'],
      }),
      updatePackage: build.mutation<UpdatePackageApiResponse, UpdatePackageApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/packages/${queryArg.id}`, method: 'PUT', body: queryArg.packageInput }),
        invalidatesTags: ['Packages'],
      }),
      deletePackage: build.mutation<DeletePackageApiResponse, DeletePackageApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/packages/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Packages'],
      }),
      setPackageActive: build.mutation<SetPackageActiveApiResponse, SetPackageActiveApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/packages/${queryArg.id}/active`, method: 'PATCH', body: queryArg.activeInput }),
        invalidatesTags: ['Packages'],
      }),
      updatePackageOrder: build.mutation<UpdatePackageOrderApiResponse, UpdatePackageOrderApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/packages/update-order`, method: 'POST', body: queryArg.packageOrderInput }),
        invalidatesTags: ['Packages'],
      }),
      createPackageDate: build.mutation<CreatePackageDateApiResponse, CreatePackageDateApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/packages/${queryArg.id}/dates`, method: 'POST', body: queryArg.packageDateInput }),
        invalidatesTags: ['Packages'],
      }),
      updatePackageDate: build.mutation<UpdatePackageDateApiResponse, UpdatePackageDateApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/package-dates/${queryArg.id}`, method: 'PUT', body: queryArg.packageDateInput }),
        invalidatesTags: ['Packages'],
      }),
      deletePackageDate: build.mutation<DeletePackageDateApiResponse, DeletePackageDateApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/package-dates/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Packages'],
      }),
      getClassList: build.query<GetClassListApiResponse, GetClassListApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/package-dates/${queryArg.id}/class-list` }),
        providesTags: ['Bookings'],
      }),
      listDateWaitlist: build.query<ListDateWaitlistApiResponse, ListDateWaitlistApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/package-dates/${queryArg.id}/waitlist` }),
        providesTags: ['Waitlist'],
      }),
      moveWaitlistEntry: build.mutation<MoveWaitlistEntryApiResponse, MoveWaitlistEntryApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/waitlist/${queryArg.id}`, method: 'PUT', body: queryArg.waitlistMoveInput }),
        invalidatesTags: ['Waitlist'],
      }),
      removeWaitlistEntry: build.mutation<RemoveWaitlistEntryApiResponse, RemoveWaitlistEntryApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/waitlist/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Waitlist'],
      }),
      listTextConversations: build.query<ListTextConversationsApiResponse, ListTextConversationsApiArg>({
        query: () => ({ url: `/api/api/v1/admin/texts` }),
        providesTags: ['Texts'],
      }),
      getTextConversation: build.query<GetTextConversationApiResponse, GetTextConversationApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/texts/${queryArg.id}` }),
        providesTags: ['Texts'],
      }),
      answerTextConversation: build.mutation<AnswerTextConversationApiResponse, AnswerTextConversationApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/texts/${queryArg.id}/reply`, method: 'POST', body: queryArg.textReplyInput }),
        invalidatesTags: ['Texts'],
      }),
      listTextLog: build.query<ListTextLogApiResponse, ListTextLogApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/texts-log`,
          params: {
            status: queryArg.status,
            page: queryArg.page,
          },
        }),
        providesTags: ['Texts'],
      }),
      getTextStats: build.query<GetTextStatsApiResponse, GetTextStatsApiArg>({
        query: () => ({ url: `/api/api/v1/admin/dashboard/texts` }),
        providesTags: ['Texts', 'Dashboard'],
      }),
      listAdminBookings: build.query<ListAdminBookingsApiResponse, ListAdminBookingsApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/bookings`,
          params: {
            status: queryArg.status,
            package_id: queryArg.packageId,
            package_date_id: queryArg.packageDateId,
            paid: queryArg.paid,
            booked_from: queryArg.bookedFrom,
            booked_to: queryArg.bookedTo,
            search: queryArg.search,
            page: queryArg.page,
            per_page: queryArg.perPage,
            sort: queryArg.sort,
          },
        }),
        providesTags: ['Bookings'],
      }),
      getAdminBooking: build.query<GetAdminBookingApiResponse, GetAdminBookingApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bookings/${queryArg.id}` }),
        providesTags: ['Bookings'],
      }),
      markBookingPaid: build.mutation<MarkBookingPaidApiResponse, MarkBookingPaidApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/bookings/${queryArg.id}/mark-paid`,
          method: 'POST',
          body: queryArg.markPaidInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Bookings', 'Packages'],
      }),
      cancelBooking: build.mutation<CancelBookingApiResponse, CancelBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/bookings/${queryArg.id}/cancel`,
          method: 'POST',
          body: queryArg.cancelBookingInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Bookings', 'Packages'],
      }),
      refundBooking: build.mutation<RefundBookingApiResponse, RefundBookingApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/bookings/${queryArg.id}/refund`,
          method: 'POST',
          body: queryArg.refundInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Bookings', 'Packages'],
      }),
      getAdminReceipt: build.query<GetAdminReceiptApiResponse, GetAdminReceiptApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/receipts/${queryArg.id}` }),
        providesTags: ['Bookings'],
      }),
      getBookingStats: build.query<GetBookingStatsApiResponse, GetBookingStatsApiArg>({
        query: () => ({ url: `/api/api/v1/admin/dashboard/bookings` }),
        providesTags: ['Bookings', 'Dashboard'],
      }),
      listAdminBdeCourses: build.query<ListAdminBdeCoursesApiResponse, ListAdminBdeCoursesApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/bde-courses`,
          params: {
            status: queryArg.status,
            search: queryArg.search,
          },
        }),
        providesTags: ['Courses'],
      }),
      exportBdeCourses: build.query<ExportBdeCoursesApiResponse, ExportBdeCoursesApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/bde-courses/export`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Courses'],
      }),
      getAdminBdeCourseFile: build.query<GetAdminBdeCourseFileApiResponse, GetAdminBdeCourseFileApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/bde-courses/${queryArg.id}/file`,
          params: {
            lang: queryArg.lang,
          },
        }),
        providesTags: ['Courses'],
      }),
      acceptBdeHomeLink: build.mutation<AcceptBdeHomeLinkApiResponse, AcceptBdeHomeLinkApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bde-courses/${queryArg.id}/home-link/${queryArg.assignmentId}/accept`, method: 'POST' }),
        invalidatesTags: ['HomeLink', 'Courses'],
      }),
      recordBdeFinalTest: build.mutation<RecordBdeFinalTestApiResponse, RecordBdeFinalTestApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bde-courses/${queryArg.id}/tests`, method: 'POST', body: queryArg.bdeFinalTestInput }),
        invalidatesTags: ['Courses'],
      }),
      listBdeCertificationQueue: build.query<ListBdeCertificationQueueApiResponse, ListBdeCertificationQueueApiArg>({
        query: () => ({ url: `/api/api/v1/admin/bde-certification` }),
        providesTags: ['Courses'],
      }),
      certifyBdeCourse: build.mutation<CertifyBdeCourseApiResponse, CertifyBdeCourseApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bde-courses/${queryArg.id}/certificate`, method: 'POST', body: queryArg.bdeCertificateInput }),
        invalidatesTags: ['Courses'],
      }),
      listBdeHomeLinkAssignments: build.query<ListBdeHomeLinkAssignmentsApiResponse, ListBdeHomeLinkAssignmentsApiArg>({
        query: () => ({ url: `/api/api/v1/admin/bde-home-link` }),
        providesTags: ['HomeLink'],
      }),
      createBdeHomeLinkAssignment: build.mutation<CreateBdeHomeLinkAssignmentApiResponse, CreateBdeHomeLinkAssignmentApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bde-home-link`, method: 'POST', body: queryArg.homeLinkAssignmentInput }),
        invalidatesTags: ['HomeLink'],
      }),
      updateBdeHomeLinkAssignment: build.mutation<UpdateBdeHomeLinkAssignmentApiResponse, UpdateBdeHomeLinkAssignmentApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bde-home-link/${queryArg.id}`, method: 'PUT', body: queryArg.homeLinkAssignmentInput }),
        invalidatesTags: ['HomeLink'],
      }),
      deleteBdeHomeLinkAssignment: build.mutation<DeleteBdeHomeLinkAssignmentApiResponse, DeleteBdeHomeLinkAssignmentApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bde-home-link/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['HomeLink'],
      }),
      listBdeClasses: build.query<ListBdeClassesApiResponse, ListBdeClassesApiArg>({
        query: () => ({ url: `/api/api/v1/admin/bde-classes` }),
        providesTags: ['Classes'],
      }),
      listBdeClassSessions: build.query<ListBdeClassSessionsApiResponse, ListBdeClassSessionsApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bde-classes/${queryArg.id}/sessions` }),
        providesTags: ['Classes'],
      }),
      createBdeClassSession: build.mutation<CreateBdeClassSessionApiResponse, CreateBdeClassSessionApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bde-classes/${queryArg.id}/sessions`, method: 'POST', body: queryArg.bdeClassSessionInput }),
        invalidatesTags: ['Classes'],
      }),
      deleteBdeClassSession: build.mutation<DeleteBdeClassSessionApiResponse, DeleteBdeClassSessionApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bde-sessions/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['Classes'],
      }),
      recordBdeAttendance: build.mutation<RecordBdeAttendanceApiResponse, RecordBdeAttendanceApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/bde-sessions/${queryArg.id}/attendance`, method: 'PUT', body: queryArg.bdeAttendanceInput }),
        invalidatesTags: ['Classes', 'Courses'],
      }),
      getSettings: build.query<GetSettingsApiResponse, GetSettingsApiArg>({
        query: () => ({ url: `/api/api/v1/admin/settings` }),
        providesTags: ['Settings'],
      }),
      updateSettings: build.mutation<UpdateSettingsApiResponse, UpdateSettingsApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/settings`, method: 'PUT', body: queryArg.settingsInput }),
        invalidatesTags: ['Settings'],
      }),
      listLessonRequests: build.query<ListLessonRequestsApiResponse, ListLessonRequestsApiArg>({
        query: () => ({ url: `/api/api/v1/admin/cancellation-list` }),
        providesTags: ['CancellationList'],
      }),
      removeLessonRequest: build.mutation<RemoveLessonRequestApiResponse, RemoveLessonRequestApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/cancellation-list/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['CancellationList'],
      }),
      listAdminLessons: build.query<ListAdminLessonsApiResponse, ListAdminLessonsApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/lessons`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
            instructor_id: queryArg.instructorId,
          },
        }),
        providesTags: ['Lessons'],
      }),
      createAdminLesson: build.mutation<CreateAdminLessonApiResponse, CreateAdminLessonApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/lessons`,
          method: 'POST',
          body: queryArg.adminLessonInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Lessons'],
      }),
      getAdminLessonWeek: build.query<GetAdminLessonWeekApiResponse, GetAdminLessonWeekApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/lessons/week`,
          params: {
            day: queryArg.day,
          },
        }),
        providesTags: ['Lessons'],
      }),
      listAdminLessonSlots: build.query<ListAdminLessonSlotsApiResponse, ListAdminLessonSlotsApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/lessons/slots`,
          params: {
            student_email: queryArg.studentEmail,
            instructor_id: queryArg.instructorId,
            from: queryArg['from'],
            days: queryArg.days,
            duration: queryArg.duration,
            moving: queryArg.moving,
          },
        }),
        providesTags: ['Lessons'],
      }),
      moveAdminLesson: build.mutation<MoveAdminLessonApiResponse, MoveAdminLessonApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/lessons/${queryArg.id}/move`,
          method: 'POST',
          body: queryArg.lessonInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Lessons'],
      }),
      cancelAdminLesson: build.mutation<CancelAdminLessonApiResponse, CancelAdminLessonApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/lessons/${queryArg.id}/cancel`,
          method: 'POST',
          body: queryArg.adminLessonCancelInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Lessons'],
      }),
      recordLessonOutcome: build.mutation<RecordLessonOutcomeApiResponse, RecordLessonOutcomeApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/lessons/${queryArg.id}/outcome`,
          method: 'POST',
          body: queryArg.lessonOutcomeInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Lessons'],
      }),
      listAdminInstructors: build.query<ListAdminInstructorsApiResponse, ListAdminInstructorsApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/instructors`,
          params: {
            status: queryArg.status,
            licence: queryArg.licence,
            search: queryArg.search,
            profile_change: queryArg.profileChange,
          },
        }),
        providesTags: ['Instructors'],
      }),
      getAdminInstructor: build.query<GetAdminInstructorApiResponse, GetAdminInstructorApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/instructors/${queryArg.id}` }),
        providesTags: ['Instructors'],
      }),
      reviewInstructor: build.mutation<ReviewInstructorApiResponse, ReviewInstructorApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/instructors/${queryArg.id}/review`, method: 'POST', body: queryArg.instructorReviewInput }),
        invalidatesTags: ['Instructors'],
      }),
      reviewInstructorProfileChange: build.mutation<ReviewInstructorProfileChangeApiResponse, ReviewInstructorProfileChangeApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/instructors/${queryArg.id}/profile-change/review`,
          method: 'POST',
          body: queryArg.instructorProfileChangeReviewInput,
        }),
        invalidatesTags: ['Instructors'],
      }),
      getAdminInstructorDocumentFile: build.query<GetAdminInstructorDocumentFileApiResponse, GetAdminInstructorDocumentFileApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/instructors/${queryArg.id}/documents/${queryArg.kind}/file` }),
        providesTags: ['Instructors'],
      }),
      getLessonLog: build.query<GetLessonLogApiResponse, GetLessonLogApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/lessons/${queryArg.id}/log` }),
        providesTags: ['Teaching'],
      }),
      updateLessonLog: build.mutation<UpdateLessonLogApiResponse, UpdateLessonLogApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/lessons/${queryArg.id}/log`,
          method: 'PUT',
          body: queryArg.lessonLogInput,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['Teaching'],
      }),
      listStudentRoadTests: build.query<ListStudentRoadTestsApiResponse, ListStudentRoadTestsApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/students/${queryArg.id}/road-tests` }),
        providesTags: ['RoadTests'],
      }),
      recordStudentRoadTest: build.mutation<RecordStudentRoadTestApiResponse, RecordStudentRoadTestApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/students/${queryArg.id}/road-tests`, method: 'POST', body: queryArg.roadTestInput }),
        invalidatesTags: ['RoadTests'],
      }),
      correctRoadTest: build.mutation<CorrectRoadTestApiResponse, CorrectRoadTestApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/road-tests/${queryArg.id}`, method: 'PUT', body: queryArg.roadTestUpdateInput }),
        invalidatesTags: ['RoadTests'],
      }),
      deleteRoadTest: build.mutation<DeleteRoadTestApiResponse, DeleteRoadTestApiArg>({
        query: (queryArg) => ({ url: `/api/api/v1/admin/road-tests/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['RoadTests'],
      }),
      getInsightPassRates: build.query<GetInsightPassRatesApiResponse, GetInsightPassRatesApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/insight/pass-rates`,
          params: {
            period: queryArg.period,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Insight'],
      }),
      getInsightUtilisation: build.query<GetInsightUtilisationApiResponse, GetInsightUtilisationApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/insight/utilisation`,
          params: {
            period: queryArg.period,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Insight'],
      }),
      getInsightAttendance: build.query<GetInsightAttendanceApiResponse, GetInsightAttendanceApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/insight/attendance`,
          params: {
            period: queryArg.period,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Insight'],
      }),
      getInsightRevenue: build.query<GetInsightRevenueApiResponse, GetInsightRevenueApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/insight/revenue`,
          params: {
            period: queryArg.period,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Insight'],
      }),
      getInsightSeats: build.query<GetInsightSeatsApiResponse, GetInsightSeatsApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/insight/seats`,
          params: {
            period: queryArg.period,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Insight'],
      }),
      getInsightBde: build.query<GetInsightBdeApiResponse, GetInsightBdeApiArg>({
        query: (queryArg) => ({
          url: `/api/api/v1/admin/insight/bde`,
          params: {
            period: queryArg.period,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['Insight'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedOfficeApi };
export type ListAdminContentApiResponse = /** status 200 The content items, newest first. */ ContentListResponse;
export type ListAdminContentApiArg = void;
export type CreateContentApiResponse = /** status 201 Created. */ ContentItemResponse;
export type CreateContentApiArg = {
  contentInput: ContentInput;
};
export type UpdateContentApiResponse = /** status 200 Updated. */ ContentItemResponse;
export type UpdateContentApiArg = {
  /** The record's id. */
  id: number;
  contentInput: ContentInput;
};
export type DeleteContentApiResponse = /** status 200 Done. */ MessageResponse;
export type DeleteContentApiArg = {
  /** The record's id. */
  id: number;
};
export type GetDashboardApiResponse = /** status 200 Dashboard data. */ DashboardResponse;
export type GetDashboardApiArg = void;
export type GetQuickStatsApiResponse = /** status 200 Quick stats. */ QuickStatsResponse;
export type GetQuickStatsApiArg = void;
export type GetSystemHealthApiResponse = /** status 200 System health. */ SystemHealthResponse;
export type GetSystemHealthApiArg = void;
export type ListAdminServicesApiResponse = /** status 200 Services ordered by sort_order. */ ServiceListResponse;
export type ListAdminServicesApiArg = void;
export type CreateServiceApiResponse = /** status 201 Created. */ ServiceResponse;
export type CreateServiceApiArg = {
  serviceInput: ServiceInput;
};
export type UpdateServiceApiResponse = /** status 200 Updated. */ ServiceResponse;
export type UpdateServiceApiArg = {
  /** The record's id. */
  id: number;
  serviceInput: ServiceInput;
};
export type DeleteServiceApiResponse = /** status 200 Done. */ MessageResponse;
export type DeleteServiceApiArg = {
  /** The record's id. */
  id: number;
};
export type ToggleServiceActiveApiResponse = /** status 200 The service with its new flag. */ ServiceResponse;
export type ToggleServiceActiveApiArg = {
  /** The record's id. */
  id: number;
};
export type UpdateServiceOrderApiResponse = /** status 200 The services in their new order. */ ServiceListResponse;
export type UpdateServiceOrderApiArg = {
  serviceOrderInput: ServiceOrderInput;
};
export type ListInquiriesApiResponse = /** status 200 One page of inquiries with the total. */ InquiryPageResponse;
export type ListInquiriesApiArg = {
  status?: InquiryStatus;
  /** Matches name, email, phone, title or message (case-insensitive substring). */
  search?: string;
  page?: number;
  perPage?: number;
  /** A field, descending when prefixed with a minus sign. */
  sort?: 'created_at' | '-created_at' | 'name' | '-name' | 'status' | '-status';
};
export type GetInquiryApiResponse = /** status 200 The inquiry. */ InquiryResponse;
export type GetInquiryApiArg = {
  /** The record's id. */
  id: number;
};
export type UpdateInquiryApiResponse = /** status 200 Updated. */ InquiryResponse;
export type UpdateInquiryApiArg = {
  /** The record's id. */
  id: number;
  inquiryUpdate: InquiryUpdate;
};
export type DeleteInquiryApiResponse = /** status 200 Done. */ MessageResponse;
export type DeleteInquiryApiArg = {
  /** The record's id. */
  id: number;
};
export type UpdateInquiryStatusApiResponse = /** status 200 Updated. */ InquiryResponse;
export type UpdateInquiryStatusApiArg = {
  /** The record's id. */
  id: number;
  inquiryStatusInput: InquiryStatusInput;
};
export type BulkUpdateInquiriesApiResponse = /** status 200 Done. */ BulkResultResponse;
export type BulkUpdateInquiriesApiArg = {
  inquiryBulkInput: InquiryBulkInput;
};
export type GetInquiryStatisticsApiResponse = /** status 200 Statistics. */ InquiryStatisticsResponse;
export type GetInquiryStatisticsApiArg = void;
export type ListAdminCitiesApiResponse = /** status 200 Cities ordered by name. */ CityListResponse;
export type ListAdminCitiesApiArg = void;
export type CreateCityApiResponse = /** status 201 Created. */ CityResponse;
export type CreateCityApiArg = {
  cityInput: CityInput;
};
export type UpdateCityApiResponse = /** status 200 Updated. */ CityResponse;
export type UpdateCityApiArg = {
  /** The record's id. */
  id: number;
  cityInput: CityInput;
};
export type DeleteCityApiResponse = /** status 200 Done. */ MessageResponse;
export type DeleteCityApiArg = {
  /** The record's id. */
  id: number;
};
export type CreatePartnerApiResponse = /** status 201 Created. */ PartnerResponse;
export type CreatePartnerApiArg = {
  partnerInput: PartnerInput;
};
export type ListAdminPartnersApiResponse = /** status 200 Partners ordered by name. */ PartnerListResponse;
export type ListAdminPartnersApiArg = void;
export type UpdatePartnerApiResponse = /** status 200 Updated. */ PartnerResponse;
export type UpdatePartnerApiArg = {
  /** The record's id. */
  id: number;
  partnerUpdateInput: PartnerUpdateInput;
};
export type DeletePartnerApiResponse = /** status 200 Done. */ MessageResponse;
export type DeletePartnerApiArg = {
  /** The record's id. */
  id: number;
};
export type UploadImageApiResponse = /** status 201 Stored. */ ImageUploadResponse;
export type UploadImageApiArg = {
  imageUploadInput: ImageUploadInput;
};
export type ListStudentsWithDiscountsApiResponse = /** status 200 Students with their partner. */ StudentWithDiscount[];
export type ListStudentsWithDiscountsApiArg = void;
export type ChangeAdminPasswordApiResponse = /** status 200 Done. */ MessageResponse;
export type ChangeAdminPasswordApiArg = {
  passwordChangeInput: PasswordChangeInput;
};
export type ListAdminPackagesApiResponse = /** status 200 Packages ordered by sort_order. */ AdminPackageListResponse;
export type ListAdminPackagesApiArg = void;
export type CreatePackageApiResponse = /** status 201 Created. */ AdminPackageResponse;
export type CreatePackageApiArg = {
  packageInput: PackageInput;
};
export type UpdatePackageApiResponse = /** status 200 Updated. */ AdminPackageResponse;
export type UpdatePackageApiArg = {
  /** The record's id. */
  id: number;
  packageInput: PackageInput;
};
export type DeletePackageApiResponse = /** status 200 Done. */ MessageResponse;
export type DeletePackageApiArg = {
  /** The record's id. */
  id: number;
};
export type SetPackageActiveApiResponse = /** status 200 The package with its new flag. */ AdminPackageResponse;
export type SetPackageActiveApiArg = {
  /** The record's id. */
  id: number;
  activeInput: ActiveInput;
};
export type UpdatePackageOrderApiResponse = /** status 200 The packages in their new order. */ AdminPackageListResponse;
export type UpdatePackageOrderApiArg = {
  packageOrderInput: PackageOrderInput;
};
export type CreatePackageDateApiResponse = /** status 201 Created; the whole package is answered, with the new date among its dates. */ AdminPackageResponse;
export type CreatePackageDateApiArg = {
  /** The record's id. */
  id: number;
  packageDateInput: PackageDateInput;
};
export type UpdatePackageDateApiResponse = /** status 200 Updated; the whole package is answered. */ AdminPackageResponse;
export type UpdatePackageDateApiArg = {
  /** The record's id. */
  id: number;
  packageDateInput: PackageDateInput;
};
export type DeletePackageDateApiResponse = /** status 200 Done. */ MessageResponse;
export type DeletePackageDateApiArg = {
  /** The record's id. */
  id: number;
};
export type GetClassListApiResponse = /** status 200 The class list. */ ClassListResponse;
export type GetClassListApiArg = {
  /** The record's id. */
  id: number;
};
export type ListDateWaitlistApiResponse = /** status 200 The list. */ AdminWaitlistResponse;
export type ListDateWaitlistApiArg = {
  /** The record's id. */
  id: number;
};
export type MoveWaitlistEntryApiResponse = /** status 200 The date's list. */ AdminWaitlistResponse;
export type MoveWaitlistEntryApiArg = {
  /** The record's id. */
  id: number;
  waitlistMoveInput: WaitlistMoveInput;
};
export type RemoveWaitlistEntryApiResponse = /** status 200 The date's list. */ AdminWaitlistResponse;
export type RemoveWaitlistEntryApiArg = {
  /** The record's id. */
  id: number;
};
export type ListTextConversationsApiResponse = /** status 200 The conversations. */ TextConversationsResponse;
export type ListTextConversationsApiArg = void;
export type GetTextConversationApiResponse = /** status 200 The conversation. */ TextConversationResponse;
export type GetTextConversationApiArg = {
  /** The record's id. */
  id: number;
};
export type AnswerTextConversationApiResponse = /** status 200 Queued; the conversation. */ TextConversationResponse;
export type AnswerTextConversationApiArg = {
  /** The record's id. */
  id: number;
  textReplyInput: TextReplyInput;
};
export type ListTextLogApiResponse = /** status 200 One page of texts with the total. */ TextLogResponse;
export type ListTextLogApiArg = {
  status?: TextLogStatus;
  page?: number;
};
export type GetTextStatsApiResponse = /** status 200 The figures. */ TextStatsResponse;
export type GetTextStatsApiArg = void;
export type ListAdminBookingsApiResponse = /** status 200 One page of bookings with the total. */ AdminBookingPageResponse;
export type ListAdminBookingsApiArg = {
  status?: BookingStatus;
  packageId?: number;
  packageDateId?: number;
  paid?: boolean;
  bookedFrom?: string;
  bookedTo?: string;
  search?: string;
  page?: number;
  perPage?: number;
  /** A field, descending when prefixed with a minus sign. `class_date` is the date's first day (bookings without a date last). */
  sort?:
    'created_at' | '-created_at' | 'id' | '-id' | 'class_date' | '-class_date' | 'student' | '-student' | 'total_cents' | '-total_cents' | 'status' | '-status';
};
export type GetAdminBookingApiResponse = /** status 200 The booking. */ AdminBookingResponse;
export type GetAdminBookingApiArg = {
  /** The record's id. */
  id: number;
};
export type MarkBookingPaidApiResponse = /** status 200 The paid booking with its receipt. */ AdminBookingResponse;
export type MarkBookingPaidApiArg = {
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
  markPaidInput: MarkPaidInput;
};
export type CancelBookingApiResponse = /** status 200 The cancelled or refunded booking. */ AdminBookingResponse;
export type CancelBookingApiArg = {
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
  cancelBookingInput: CancelBookingInput;
};
export type RefundBookingApiResponse = /** status 200 The refunded booking with its credit note. */ AdminBookingResponse;
export type RefundBookingApiArg = {
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
  refundInput: RefundInput;
};
export type GetAdminReceiptApiResponse = /** status 200 The receipt or credit note. */ ReceiptResponse;
export type GetAdminReceiptApiArg = {
  /** The record's id. */
  id: number;
};
export type GetBookingStatsApiResponse = /** status 200 The figures. */ BookingStatsResponse;
export type GetBookingStatsApiArg = void;
export type ListAdminBdeCoursesApiResponse = /** status 200 The courses. */ AdminBdeCourseListResponse;
export type ListAdminBdeCoursesApiArg = {
  status?: BdeCourseStatus;
  search?: string;
};
export type ExportBdeCoursesApiResponse = /** status 200 The courses, as CSV. */ string;
export type ExportBdeCoursesApiArg = {
  from: LocalDate;
  to: LocalDate;
};
export type GetAdminBdeCourseFileApiResponse = /** status 200 The file. */ Blob;
export type GetAdminBdeCourseFileApiArg = {
  /** The record's id. */
  id: number;
  lang?: 'en' | 'fr' | 'ar';
};
export type AcceptBdeHomeLinkApiResponse = /** status 200 The course with the work accepted. */ AdminBdeCourseResponse;
export type AcceptBdeHomeLinkApiArg = {
  /** The record's id. */
  id: number;
  /** The home-link assignment's id. */
  assignmentId: number;
};
export type RecordBdeFinalTestApiResponse = /** status 201 Recorded. */ AdminBdeCourseResponse;
export type RecordBdeFinalTestApiArg = {
  /** The record's id. */
  id: number;
  bdeFinalTestInput: BdeFinalTestInput;
};
export type ListBdeCertificationQueueApiResponse = /** status 200 The two lists. */ BdeCertificationQueueResponse;
export type ListBdeCertificationQueueApiArg = void;
export type CertifyBdeCourseApiResponse = /** status 200 Certified. */ AdminBdeCourseResponse;
export type CertifyBdeCourseApiArg = {
  /** The record's id. */
  id: number;
  bdeCertificateInput: BdeCertificateInput;
};
export type ListBdeHomeLinkAssignmentsApiResponse = /** status 200 The assignments. */ HomeLinkAssignmentListResponse;
export type ListBdeHomeLinkAssignmentsApiArg = void;
export type CreateBdeHomeLinkAssignmentApiResponse = /** status 201 Added. */ HomeLinkAssignmentResponse;
export type CreateBdeHomeLinkAssignmentApiArg = {
  homeLinkAssignmentInput: HomeLinkAssignmentInput;
};
export type UpdateBdeHomeLinkAssignmentApiResponse = /** status 200 Changed. */ HomeLinkAssignmentResponse;
export type UpdateBdeHomeLinkAssignmentApiArg = {
  /** The record's id. */
  id: number;
  homeLinkAssignmentInput: HomeLinkAssignmentInput;
};
export type DeleteBdeHomeLinkAssignmentApiResponse = /** status 200 Removed. */ MessageResponse;
export type DeleteBdeHomeLinkAssignmentApiArg = {
  /** The record's id. */
  id: number;
};
export type ListBdeClassesApiResponse = /** status 200 The class dates. */ BdeClassListResponse;
export type ListBdeClassesApiArg = void;
export type ListBdeClassSessionsApiResponse = /** status 200 The sessions. */ BdeClassSessionListResponse;
export type ListBdeClassSessionsApiArg = {
  /** The record's id. */
  id: number;
};
export type CreateBdeClassSessionApiResponse = /** status 201 Scheduled. */ BdeClassSessionResponse;
export type CreateBdeClassSessionApiArg = {
  /** The record's id. */
  id: number;
  bdeClassSessionInput: BdeClassSessionInput;
};
export type DeleteBdeClassSessionApiResponse = /** status 200 Removed. */ MessageResponse;
export type DeleteBdeClassSessionApiArg = {
  /** The record's id. */
  id: number;
};
export type RecordBdeAttendanceApiResponse = /** status 200 Recorded. */ BdeClassSessionResponse;
export type RecordBdeAttendanceApiArg = {
  /** The record's id. */
  id: number;
  bdeAttendanceInput: BdeAttendanceInput;
};
export type GetSettingsApiResponse = /** status 200 The settings. */ SettingsResponse;
export type GetSettingsApiArg = void;
export type UpdateSettingsApiResponse = /** status 200 Updated. */ SettingsResponse;
export type UpdateSettingsApiArg = {
  settingsInput: SettingsInput;
};
export type ListLessonRequestsApiResponse = /** status 200 The list. */ AdminLessonRequestListResponse;
export type ListLessonRequestsApiArg = void;
export type RemoveLessonRequestApiResponse = /** status 200 The list. */ AdminLessonRequestListResponse;
export type RemoveLessonRequestApiArg = {
  /** The record's id. */
  id: number;
};
export type ListAdminLessonsApiResponse = /** status 200 The lessons. */ AdminLessonListResponse;
export type ListAdminLessonsApiArg = {
  from?: LocalDate;
  to?: LocalDate;
  instructorId?: number;
};
export type CreateAdminLessonApiResponse = /** status 201 Booked. */ AdminLessonResponse;
export type CreateAdminLessonApiArg = {
  /** Makes a retry of this state-changing request safe. The client makes a fresh key (a UUID)
    for each user action and sends it again with every retry of that request. The first answer
    (status and body) is kept with the key for 24 hours, per user and operation, in the
    transaction of the change; a retry, even one racing the first request, gets that answer
    again (marked `Idempotent-Replayed: true`) and changes nothing twice. The same key with a
    different request is a 422.
     */
  'Idempotency-Key'?: string;
  adminLessonInput: AdminLessonInput;
};
export type GetAdminLessonWeekApiResponse = /** status 200 The week. */ AdminLessonWeekResponse;
export type GetAdminLessonWeekApiArg = {
  /** Any day of the week wanted. */
  day?: LocalDate;
};
export type ListAdminLessonSlotsApiResponse = /** status 200 Free slots, earliest first (then by instructor). */ LessonSlotListResponse;
export type ListAdminLessonSlotsApiArg = {
  studentEmail: string;
  instructorId?: number;
  from?: LocalDate;
  days?: number;
  duration?: LessonDuration;
  /** The student's booked lesson being moved. Its own time counts as free, so it can move by half an hour (404 when the student has no such booked lesson). */
  moving?: number;
};
export type MoveAdminLessonApiResponse = /** status 200 The lesson at its new time. */ AdminLessonResponse;
export type MoveAdminLessonApiArg = {
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
export type CancelAdminLessonApiResponse = /** status 200 The cancelled lesson. */ AdminLessonResponse;
export type CancelAdminLessonApiArg = {
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
  adminLessonCancelInput: AdminLessonCancelInput;
};
export type RecordLessonOutcomeApiResponse = /** status 200 The lesson with its outcome. */ AdminLessonResponse;
export type RecordLessonOutcomeApiArg = {
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
  lessonOutcomeInput: LessonOutcomeInput;
};
export type ListAdminInstructorsApiResponse = /** status 200 The instructors. */ AdminInstructorListResponse;
export type ListAdminInstructorsApiArg = {
  status?: 'pending' | 'accepted' | 'rejected';
  licence?: 'attention';
  search?: string;
  /** `pending` keeps the instructors whose profile change waits for the office's review. */
  profileChange?: 'pending';
};
export type GetAdminInstructorApiResponse = /** status 200 The application. */ AdminInstructorResponse;
export type GetAdminInstructorApiArg = {
  /** The record's id. */
  id: number;
};
export type ReviewInstructorApiResponse = /** status 200 Reviewed. */ AdminInstructorResponse;
export type ReviewInstructorApiArg = {
  /** The record's id. */
  id: number;
  instructorReviewInput: InstructorReviewInput;
};
export type ReviewInstructorProfileChangeApiResponse = /** status 200 Decided; the instructor as they now are. */ AdminInstructorResponse;
export type ReviewInstructorProfileChangeApiArg = {
  /** The record's id. */
  id: number;
  instructorProfileChangeReviewInput: InstructorProfileChangeReviewInput;
};
export type GetAdminInstructorDocumentFileApiResponse = /** status 200 The file. */ Blob;
export type GetAdminInstructorDocumentFileApiArg = {
  /** The record's id. */
  id: number;
  /** Which of the instructor's documents. */
  kind: InstructorDocumentKind;
};
export type GetLessonLogApiResponse = /** status 200 The entry and its history, newest change first. */ LessonLogResponse;
export type GetLessonLogApiArg = {
  /** The record's id. */
  id: number;
};
export type UpdateLessonLogApiResponse = /** status 200 Saved. */ LessonLogResponse;
export type UpdateLessonLogApiArg = {
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
  lessonLogInput: LessonLogInput;
};
export type ListStudentRoadTestsApiResponse = /** status 200 The road tests. */ RoadTestListResponse;
export type ListStudentRoadTestsApiArg = {
  /** The record's id. */
  id: number;
};
export type RecordStudentRoadTestApiResponse = /** status 201 Recorded. */ RoadTestResponse;
export type RecordStudentRoadTestApiArg = {
  /** The record's id. */
  id: number;
  roadTestInput: RoadTestInput;
};
export type CorrectRoadTestApiResponse = /** status 200 Corrected. */ RoadTestResponse;
export type CorrectRoadTestApiArg = {
  /** The record's id. */
  id: number;
  roadTestUpdateInput: RoadTestUpdateInput;
};
export type DeleteRoadTestApiResponse = /** status 200 Deleted. */ MessageResponse;
export type DeleteRoadTestApiArg = {
  /** The record's id. */
  id: number;
};
export type GetInsightPassRatesApiResponse = /** status 200 The figures. */ InsightResponse;
export type GetInsightPassRatesApiArg = {
  /** Which Toronto days the figures cover: `this_month` (the default: from the first of the
    current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
    month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
    inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
     */
  period?: 'this_month' | 'last_3_months' | 'last_12_months' | 'custom';
  /** The first Toronto day of a `custom` period. */
  from?: LocalDate;
  /** The last Toronto day of a `custom` period. */
  to?: LocalDate;
};
export type GetInsightUtilisationApiResponse = /** status 200 The figures. */ InsightResponse;
export type GetInsightUtilisationApiArg = {
  /** Which Toronto days the figures cover: `this_month` (the default: from the first of the
    current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
    month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
    inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
     */
  period?: 'this_month' | 'last_3_months' | 'last_12_months' | 'custom';
  /** The first Toronto day of a `custom` period. */
  from?: LocalDate;
  /** The last Toronto day of a `custom` period. */
  to?: LocalDate;
};
export type GetInsightAttendanceApiResponse = /** status 200 The figures. */ InsightResponse;
export type GetInsightAttendanceApiArg = {
  /** Which Toronto days the figures cover: `this_month` (the default: from the first of the
    current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
    month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
    inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
     */
  period?: 'this_month' | 'last_3_months' | 'last_12_months' | 'custom';
  /** The first Toronto day of a `custom` period. */
  from?: LocalDate;
  /** The last Toronto day of a `custom` period. */
  to?: LocalDate;
};
export type GetInsightRevenueApiResponse = /** status 200 The figures. */ InsightResponse;
export type GetInsightRevenueApiArg = {
  /** Which Toronto days the figures cover: `this_month` (the default: from the first of the
    current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
    month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
    inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
     */
  period?: 'this_month' | 'last_3_months' | 'last_12_months' | 'custom';
  /** The first Toronto day of a `custom` period. */
  from?: LocalDate;
  /** The last Toronto day of a `custom` period. */
  to?: LocalDate;
};
export type GetInsightSeatsApiResponse = /** status 200 The figures. */ InsightResponse;
export type GetInsightSeatsApiArg = {
  /** Which Toronto days the figures cover: `this_month` (the default: from the first of the
    current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
    month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
    inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
     */
  period?: 'this_month' | 'last_3_months' | 'last_12_months' | 'custom';
  /** The first Toronto day of a `custom` period. */
  from?: LocalDate;
  /** The last Toronto day of a `custom` period. */
  to?: LocalDate;
};
export type GetInsightBdeApiResponse = /** status 200 The figures. */ InsightResponse;
export type GetInsightBdeApiArg = {
  /** Which Toronto days the figures cover: `this_month` (the default: from the first of the
    current Toronto month to today), `last_3_months` and `last_12_months` (from the first of the
    month 2, or 11, months before the current one, to today), or `custom` (`from` to `to`,
    inclusive, both required, `from` not after `to`, at most 3 years, 1,096 days).
     */
  period?: 'this_month' | 'last_3_months' | 'last_12_months' | 'custom';
  /** The first Toronto day of a `custom` period. */
  from?: LocalDate;
  /** The last Toronto day of a `custom` period. */
  to?: LocalDate;
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
export type ContentItemResponse = {
  success: boolean;
  message?: string;
  data: ContentItem;
};
export type ExpectedUpdatedAt = string;
export type ContentInput = {
  /** Defaults to the lower-cased title with spaces turned into underscores. */
  key?: string;
  title: string;
  type: ContentType;
  is_active?: boolean;
  content: ContentBody;
  translations?: OfferTranslations;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type MessageResponse = {
  success: boolean;
  message: string;
};
export type LicenceState = 'missing' | 'expired' | 'expiring' | 'valid';
export type LicenceAlert = {
  id: number;
  name: string;
  licence_expires_on: string | null;
  licence_state: LicenceState;
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
export type DashboardResponse = {
  success: boolean;
  data: {
    /** Approved instructors whose licence has expired or expires within 30 days, soonest first. */
    licence_alerts: LicenceAlert[];
    /** The five newest inquiries. */
    recent_inquiries: Inquiry[];
    /** The inquiries by status (the four add up to all inquiries) and those received today in Toronto. */
    overview: {
      new_inquiries: number;
      in_progress_inquiries: number;
      completed_inquiries: number;
      cancelled_inquiries: number;
      today_inquiries: number;
    };
  };
};
export type QuickStatMetric = 'totalInquiries' | 'activeServices' | 'monthlyGrowth' | 'satisfiedClients';
export type QuickStatsResponse = {
  success: boolean;
  data: {
    metric: QuickStatMetric;
    value: number;
  }[];
};
export type SystemHealthResponse = {
  success: boolean;
  data: {
    status: 'ok' | 'degraded';
    database: {
      reachable: boolean;
      engine: 'sqlite' | 'postgres';
      latency_ms: number;
    };
    uptime_seconds: number;
    version: string;
    timestamp: Timestamp;
  };
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
export type ServiceInput = {
  title: string;
  description?: string;
  price: string;
  original_price?: string | null;
  features?: string[];
  translations?: ServiceTranslations;
  icon?: string;
  /** Sent as a one-element list, as the original form did. */
  category: ServiceCategory[];
  is_active?: boolean;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type ServiceOrderInput = {
  services: {
    id: number;
    sort_order: number;
  }[];
};
export type PageMeta = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type InquiryPageResponse = {
  success: boolean;
  data: Inquiry[];
  meta: PageMeta;
};
export type InquiryResponse = {
  success: boolean;
  message?: string;
  data: Inquiry;
};
export type InquiryUpdate = {
  status?: InquiryStatus;
  notes?: string | null;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type InquiryStatusInput = {
  status: InquiryStatus;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type BulkResultResponse = {
  success: boolean;
  message: string;
  data: {
    affected: number;
  };
};
export type InquiryBulkInput = {
  /** The inquiries to change (or `inquiry_ids`; one of the two). */
  ids?: number[];
  /** The original site's client's name for `ids`, accepted beside it. */
  inquiry_ids?: number[];
  action: 'update_status' | 'delete';
  status?: InquiryStatus;
};
export type StatusCounts = {
  new: number;
  in_progress: number;
  completed: number;
  cancelled: number;
};
export type InquiryStatisticsResponse = {
  success: boolean;
  data: {
    total: number;
    by_status: StatusCounts;
    /** The last 12 months, oldest first, months without inquiries included. */
    by_month: {
      month: string;
      count: number;
    }[];
  };
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
export type CityResponse = {
  success: boolean;
  message?: string;
  data: City;
};
export type CityInput = {
  name: string;
  slug: string;
  /** Empty, or an email address. */
  email?: string | null;
  phone?: string | null;
  description?: string | null;
  details?: string | null;
  translations?: CityTranslations;
  /** Empty, or a map URL. */
  map_link?: string | null;
  images?: string[];
  expected_updated_at?: ExpectedUpdatedAt;
};
export type PartnerText = {
  description: string;
};
export type PartnerTranslations = {
  fr: PartnerText;
  ar: PartnerText;
};
export type Partner = {
  id: number;
  name: string;
  logo: string | null;
  description: string | null;
  translations: PartnerTranslations;
  contact_email: string | null;
  discount_code: string | null;
  discount_amount: number;
  account_id: string;
  updated_at: Timestamp;
};
export type PartnerResponse = {
  success: boolean;
  message?: string;
  data: Partner;
};
export type PartnerInput = {
  name: string;
  /** An image file: PNG, JPEG, GIF or WebP, at most 2 MB. */
  logo: Blob;
  /** In English. */
  description?: string;
  /** The French and Arabic descriptions: the JSON text of a `PartnerTranslations` object,
    e.g. `{"fr": {"description": "…"}, "ar": {"description": "…"}}` (a form field is text).
    Absent: none. Text that is not such an object is refused (422, `errors.translations`).
     */
  translations?: string;
  /** Empty, or an email address. */
  contact_email?: string;
  /** The code students type at checkout; absent or blank, one that cannot be guessed is made (see `createPartner`). */
  discount_code?: string;
  discount_amount?: number;
  account_id: string;
};
export type PartnerListResponse = {
  success: boolean;
  data: Partner[];
};
export type PartnerUpdateInput = {
  name: string;
  /** A new logo (PNG, JPEG, GIF or WebP, at most 2 MB); absent keeps the stored one. */
  logo?: Blob;
  /** In English. */
  description?: string;
  /** The French and Arabic descriptions: the JSON text of a `PartnerTranslations` object,
    e.g. `{"fr": {"description": "…"}, "ar": {"description": "…"}}` (a form field is text).
    Absent: the stored ones are kept. Text that is not such an object is refused (422, `errors.translations`).
     */
  translations?: string;
  /** Empty, or an email address. */
  contact_email?: string;
  discount_code?: string;
  discount_amount?: number;
  account_id: string;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type ImageUploadResponse = {
  success: boolean;
  data: {
    /** The stored image's URL path, e.g. /uploads/cities/3f2a.png (absolute on SITE_URL for an origin of CORS_ORIGINS). */
    url: string;
  };
};
export type ImageUploadInput = {
  /** A PNG, JPEG, GIF or WebP image of at most 2 MB. */
  image: Blob;
  /** Where it will be shown: a city photo or a review avatar. */
  purpose: 'city' | 'avatar';
};
export type StudentWithDiscount = {
  id: number;
  name: string | null;
  partner_id: number;
};
export type PasswordChangeInput = {
  current_password: string;
  new_password: string;
};
export type LocalizedText = {
  en: string;
  fr: string;
  ar: string;
};
export type Cents = number;
export type IdList = number[];
export type LocalDate = string;
export type LocalTime = string;
export type AdminPackageDate = {
  id: number;
  package_id: number;
  first_date: LocalDate;
  second_date: string | null;
  from_time: LocalTime;
  to_time: LocalTime;
  capacity: number;
  is_open: boolean;
  /** Paid, confirmed-unpaid and unexpired held bookings. */
  seats_taken: number;
  /** Of those, unexpired holds. */
  seats_held: number;
  seats_left: number;
  /** Bookings in any status; more than 0 means the date can be closed, not deleted. */
  bookings_count: number;
  updated_at: Timestamp;
};
export type AdminPackage = {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  price_cents: Cents;
  hst_applies: boolean;
  in_car_hours: number;
  course_hours: number;
  service_ids: IdList;
  offer_ids: IdList;
  is_active: boolean;
  sort_order: number;
  /** Bookings in any status; more than 0 means the package can be deactivated, not deleted. */
  bookings_count: number;
  /** Every date, past ones included, earliest first. */
  dates: AdminPackageDate[];
  created_at: Timestamp;
  updated_at: Timestamp;
};
export type AdminPackageListResponse = {
  success: boolean;
  message?: string;
  data: AdminPackage[];
};
export type AdminPackageResponse = {
  success: boolean;
  message?: string;
  data: AdminPackage;
};
export type NameInput = {
  en: string;
  fr?: string;
  ar?: string;
};
export type DescriptionInput = {
  en?: string;
  fr?: string;
  ar?: string;
};
export type PackageInput = {
  name: NameInput;
  description?: DescriptionInput;
  /** Integer cents, 0 or more (a free package is 0). Text, decimals and negative numbers are a 422 on this field. */
  price_cents: number;
  hst_applies: boolean;
  in_car_hours: number;
  course_hours: number;
  service_ids?: IdList;
  offer_ids?: IdList;
  is_active?: boolean;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type ActiveInput = {
  is_active: boolean;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type PackageOrderInput = {
  packages: {
    id: number;
    sort_order: number;
  }[];
};
export type PackageDateInput = {
  first_date: LocalDate;
  /** On or after `first_date`; null for a one-day class. */
  second_date?: string | null;
  from_time: LocalTime;
  to_time: LocalTime;
  /** Seats; never below the seats already taken. */
  capacity: number;
  /** false closes the date to new bookings. */
  is_open?: boolean;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type BookingPackageRef = {
  id: number;
  name: LocalizedText;
};
export type BookingStatus = 'held' | 'expired' | 'confirmed_unpaid' | 'paid' | 'cancelled' | 'refunded';
export type BookingStudent = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
};
export type ClassListResponse = {
  success: boolean;
  data: {
    package: BookingPackageRef;
    date: AdminPackageDate;
    students: {
      booking_id: number;
      status: BookingStatus;
      student: BookingStudent;
      paid: boolean;
      total_cents: Cents;
      payment_method: ('card' | 'at_school' | null) | null;
    }[];
  };
};
export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'declined' | 'lapsed' | 'left' | 'removed';
export type AdminWaitlistEntry = {
  id: number;
  student: {
    id: number;
    name: string;
    email: string;
  };
  status: WaitlistStatus;
  position: number | null;
  joined_at: string;
  offered_at: string | null;
  offer_expires_at: string | null;
  closed_at: string | null;
  /** The booking that took the seat (booked). */
  booking_id: number | null;
};
export type AdminWaitlistResponse = {
  success: boolean;
  message?: string;
  data: {
    package_date_id: number;
    capacity: number;
    /** Seats of bookings (paid, confirmed unpaid, held) and of offers running. */
    seats_taken: number;
    entries: AdminWaitlistEntry[];
  };
};
export type WaitlistMoveInput = {
  position: number;
};
export type InboundKind = 'stop' | 'start' | 'help' | 'confirm' | 'cancel' | 'accept' | 'refused' | 'unknown';
export type TextConversation = {
  /** The student whose verified number wrote; null for a number no student has. */
  student: {
    id: number;
    name: string;
    email: string;
  } | null;
  phone: string;
  last_body: string;
  last_handled_as: InboundKind;
  last_at: string;
  unknown_count: number;
};
export type TextConversationsResponse = {
  success: boolean;
  data: TextConversation[];
};
export type TextStudent = {
  id: number;
  name: string;
  email: string;
};
export type TextConsentRecord = {
  opted_in: boolean;
  phone: string | null;
  verified_at: string | null;
  consented_at: string | null;
  source: string | null;
  lang: ('en' | 'fr' | 'ar' | null) | null;
  stopped_at: string | null;
};
export type TextMessage = {
  direction: 'in' | 'out';
  body: string;
  at: string;
  /** Out: what it was about (lesson_reminder, lesson_offer…); in: what it was taken as. */
  kind: string | null;
  /** Out: where it is, as the log says it (`listTextLog`), Twilio's delivery once reported; in: null. */
  status: ('queued' | 'waiting' | 'sent' | 'delivered' | 'failed' | 'dropped' | 'received' | null) | null;
};
export type TextConversationResponse = {
  success: boolean;
  message?: string;
  data: {
    student: TextStudent;
    consent: TextConsentRecord;
    messages: TextMessage[];
  };
};
export type TextReplyInput = {
  /** At most 480 characters once trimmed (a longer one is a 422 with its own message). */
  body: string;
};
export type TextLogStatus = 'queued' | 'waiting' | 'sent' | 'delivered' | 'failed' | 'dropped' | 'received';
export type TextLogEntry = {
  /** Unique in the log: `out-` or `in-` and the row id. */
  id: string;
  direction: 'in' | 'out';
  /** Out: when it left (or was queued, until then); in: when it was received. */
  at: string;
  status: TextLogStatus;
  /** Twilio's last reported status (out). */
  provider_status: string | null;
  /** Twilio's error code, when it reported one (out). */
  error_code: string | null;
  /** Out: what it was about; in: what it was taken as. */
  kind: string | null;
  /** A verification code's words are never kept (empty). */
  body: string;
  /** Out: the segments it is billed as. */
  segments: number | null;
  phone: string;
  student: {
    id: number;
    name: string;
  } | null;
};
export type TextLogResponse = {
  success: boolean;
  data: TextLogEntry[];
  meta: PageMeta;
};
export type TextStatsResponse = {
  success: boolean;
  data: {
    /** YYYY-MM, in Toronto. */
    month: string;
    sent: number;
    segments: number;
    cost_cents: number;
    segment_price_millicents: number;
    unanswered: number;
  };
};
export type SignedCents = number;
export type BookingLine = {
  kind: 'package' | 'discount';
  description: LocalizedText;
  amount_cents: SignedCents;
  /** This line's HST, `amount_cents × hst_rate_bp / 10000` rounded half away from zero to the cent; 0 when the package's HST does not apply. */
  hst_cents: SignedCents;
};
export type HstRateBp = number;
export type BookingAmounts = {
  lines: BookingLine[];
  subtotal_cents: Cents;
  hst_rate_bp: HstRateBp;
  hst_cents: Cents;
  total_cents: Cents;
};
export type PaymentMethod = 'card' | 'at_school';
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
export type AdminBooking = Booking & {
  student: BookingStudent;
  /** The partner whose discount code was used. */
  partner: {
    id: number;
    name: string;
  } | null;
  received_by: ('stripe' | 'interac' | 'cash' | 'card_at_office' | 'other' | null) | null;
  /** The office's reference (e-Transfer number…). */
  payment_reference: string | null;
  refund_method: ('stripe' | 'interac' | 'cash' | 'card_at_office' | 'other' | null) | null;
  cancel_reason: string | null;
  stripe_checkout_session_id: string | null;
  stripe_payment_intent_id: string | null;
};
export type AdminBookingPageResponse = {
  success: boolean;
  data: AdminBooking[];
  meta: PageMeta;
};
export type AdminBookingResponse = {
  success: boolean;
  message?: string;
  data: AdminBooking;
};
export type OfficeMethod = 'interac' | 'cash' | 'card_at_office' | 'other';
export type MarkPaidInput = {
  method: OfficeMethod;
  reference?: string | null;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type CancelBookingInput = {
  /** Refund the payment in full (only for a paid booking). Never assumed. */
  refund: boolean;
  /** How the office returns the money; required when refunding a payment received by the office, ignored for a card payment (refunded through Stripe). */
  refund_method?: ('interac' | 'cash' | 'card_at_office' | 'other' | null) | null;
  reason?: string | null;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type RefundInput = {
  /** Required when the payment was received by the office; ignored for a card payment. */
  refund_method?: ('interac' | 'cash' | 'card_at_office' | 'other' | null) | null;
  reason?: string | null;
  expected_updated_at?: ExpectedUpdatedAt;
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
export type MonthMoney = {
  month: string;
  /** Receipts' totals minus credit notes' totals issued in the month (may be negative). */
  revenue_cents: number;
  /** Receipts' HST minus credit notes' HST issued in the month. */
  hst_collected_cents: number;
  refunded_cents: Cents;
};
export type BookingStatusCounts = {
  held: number;
  expired: number;
  confirmed_unpaid: number;
  paid: number;
  cancelled: number;
  refunded: number;
};
export type BookingStatsResponse = {
  success: boolean;
  data: {
    this_month: MonthMoney;
    last_month: MonthMoney;
    bookings_this_month: BookingStatusCounts;
    /** What the lists refilled this (Toronto) month, that would otherwise have stayed empty. */
    refilled_this_month: {
      /** Class seats booked by students offered them from a date's waiting list. */
      seats: number;
      /** In-car lesson hours booked by students offered them from the cancellation list. */
      lesson_hours: number;
    };
    /** Totals of the confirmed-unpaid bookings (money the office expects). */
    unpaid_cents: Cents;
    /** The next five open dates, earliest first. */
    upcoming_dates: {
      package: BookingPackageRef;
      date: AdminPackageDate;
    }[];
  };
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
export type AdminBdeCourse = BdeCourse & {
  /** Who recorded the certificate, and when. */
  certified_by: {
    name: string | null;
    at: string;
  } | null;
  student: {
    id: number;
    name: string;
    email: string;
  };
};
export type AdminBdeCourseListResponse = {
  success: boolean;
  data: AdminBdeCourse[];
};
export type AdminBdeCourseResponse = {
  success: boolean;
  message?: string;
  data: AdminBdeCourse;
};
export type BdeFinalTestInput = {
  taken_on: LocalDate;
  theory_percent: number;
  in_car_percent: number;
};
export type BdeAtRisk = {
  course: AdminBdeCourse;
  reasons: ('deadline' | 'idle')[];
  /** The last thing recorded for the course (or when it was opened). */
  last_activity_at: string;
};
export type BdeCertificationQueueResponse = {
  success: boolean;
  ready: AdminBdeCourse[];
  at_risk: BdeAtRisk[];
};
export type BdeCertificateInput = {
  issued_on: LocalDate;
  /** The Ministry's reference for the certificate. */
  mto_reference: string;
};
export type HomeLinkAssignment = {
  id: number;
  title: LocalizedText;
  /** The minutes of home-link hours the assignment credits once accepted. */
  minutes: number;
  /** The courses whose student marked it done. */
  recorded_by_courses: number;
};
export type HomeLinkAssignmentListResponse = {
  success: boolean;
  data: HomeLinkAssignment[];
};
export type HomeLinkAssignmentResponse = {
  success: boolean;
  message?: string;
  data: HomeLinkAssignment;
};
export type HomeLinkAssignmentInput = {
  title: NameInput;
  minutes: number;
};
export type BdeClass = {
  /** The package date's id. */
  id: number;
  package: BookingPackageRef;
  first_date: LocalDate;
  second_date: string | null;
  from_time: LocalTime;
  to_time: LocalTime;
  /** Open courses booked on this date. */
  students: number;
  /** The minutes of class its sessions hold. */
  scheduled_minutes: number;
};
export type BdeClassListResponse = {
  success: boolean;
  data: BdeClass[];
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
export type BdeClassSessionInput = {
  day: LocalDate;
  from: LocalTime;
  to: LocalTime;
  mode: 'classroom' | 'online';
  room?: string | null;
  instructor_id?: number | null;
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
export type OfficeLocale = 'en' | 'fr' | 'ar';
export type QuietHoursTime = string;
export type SegmentPriceMillicents = number;
export type Settings = {
  legal_name: string;
  /** The postal address printed on receipts (several lines). */
  address: string;
  /** The HST registration number (business number + RT + account), empty until set. */
  hst_number: string;
  hst_rate_bp: HstRateBp;
  payment_instructions: LocalizedText;
  /** How long a booking holds its seat before a payment starts. */
  hold_minutes: number;
  /** How long a seat offered to the first student of a waiting list is held for them: 12 by default. */
  waitlist_offer_hours: number;
  /** How long a lesson slot offered from the cancellation list is held for its student, in minutes: 30 by default. */
  lesson_offer_minutes: number;
  /** Whether students may choose to pay at the school when card payments are available (without them it is always offered). */
  pay_at_school_enabled: boolean;
  /** How long before an in-car lesson a student may still cancel it with their hours back, or reschedule it. */
  lesson_cancel_cutoff_hours: number;
  /** The school's app on the App Store (https), shown as the site's App Store badge; empty: no badge. */
  app_store_url: string;
  /** The school's app on Google Play (https), shown as the site's Google Play badge; empty: no badge. */
  google_play_url: string;
  office_locale: OfficeLocale;
  /** Hours of class (in a classroom or live online) a BDE course requires: 20 by the Ministry. */
  bde_class_hours: number;
  /** In-car hours a BDE course requires: 10 by the Ministry. */
  bde_in_car_hours: number;
  /** Home-link hours (assignments done at home with a parent or guardian) a BDE course requires: 10 by the Ministry. */
  bde_home_link_hours: number;
  /** The final test's pass mark, in percent: 70 by the Ministry. */
  bde_pass_percent: number;
  /** At most this many hours of class a day: 5 by the Ministry. */
  bde_class_hours_per_day: number;
  /** At most this many in-car hours a day, for every student's lessons: 2 by the Ministry. */
  bde_in_car_hours_per_day: number;
  /** At most this many in-car hours on a day with the most hours of class: 1 by the Ministry; never more than the in-car hours a day. */
  bde_in_car_hours_on_full_class_day: number;
  /** The in-car part ends within this many months of the course start: 12 by the Ministry. */
  bde_in_car_months: number;
  /** A student with in-car hours left this many weeks before their in-car part's end is at risk. */
  bde_at_risk_weeks: number;
  /** A student whose course has not moved for longer than this many weeks is at risk. */
  bde_idle_weeks: number;
  /** Course records are kept at least this many years: none is deleted before. */
  bde_retention_years: number;
  sms_quiet_start: QuietHoursTime;
  sms_quiet_end: QuietHoursTime;
  sms_segment_price_millicents: SegmentPriceMillicents;
  /** Read only: Stripe keys are configured on the server. */
  card_payments_available: boolean;
  updated_at: Timestamp;
};
export type SettingsResponse = {
  success: boolean;
  message?: string;
  data: Settings;
};
export type StoreLinkInput = string;
export type SettingsInput = {
  legal_name: string;
  address: string;
  /** Nine digits, RT and four digits (spaces allowed, stored without them), e.g. 123456789 RT0001; empty for a school not (yet) registered for HST (receipts then print no number). */
  hst_number: string;
  hst_rate_bp: HstRateBp;
  /** Shown to a student who pays at the school, and in the confirmation mail. English is required. */
  payment_instructions: {
    en: string;
    fr?: string;
    ar?: string;
  };
  /** A card payment extends the hold to at least 30 minutes (Stripe Checkout's shortest session). */
  hold_minutes: number;
  pay_at_school_enabled: boolean;
  /** Unchanged when absent (clients older than lessons do not send it). */
  lesson_cancel_cutoff_hours?: number;
  app_store_url?: StoreLinkInput;
  google_play_url?: StoreLinkInput;
  office_locale?: OfficeLocale;
  /** Unchanged when absent (older clients do not send it). */
  bde_class_hours?: number;
  /** Unchanged when absent (older clients do not send it). */
  bde_in_car_hours?: number;
  /** Unchanged when absent (older clients do not send it). */
  bde_home_link_hours?: number;
  /** Unchanged when absent (older clients do not send it). */
  bde_pass_percent?: number;
  /** Unchanged when absent (older clients do not send it). */
  bde_class_hours_per_day?: number;
  /** Unchanged when absent (older clients do not send it). */
  bde_in_car_hours_per_day?: number;
  /** Unchanged when absent (older clients do not send it). */
  bde_in_car_hours_on_full_class_day?: number;
  /** Unchanged when absent (older clients do not send it). */
  bde_in_car_months?: number;
  /** Unchanged when absent (older clients do not send it). */
  bde_at_risk_weeks?: number;
  /** Unchanged when absent (older clients do not send it). */
  bde_idle_weeks?: number;
  /** Unchanged when absent (older clients do not send it). */
  bde_retention_years?: number;
  /** Unchanged when absent (older clients do not send it). */
  waitlist_offer_hours?: number;
  /** Unchanged when absent (older clients do not send it). */
  lesson_offer_minutes?: number;
  sms_quiet_start?: QuietHoursTime;
  sms_quiet_end?: QuietHoursTime;
  sms_segment_price_millicents?: SegmentPriceMillicents;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type LessonRequestStatus = 'waiting' | 'booked' | 'left' | 'removed' | 'expired';
export type LessonDuration = 60 | 120;
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
export type AdminLessonRequestStudent = {
  id: number;
  name: string;
  email: string;
};
export type LessonRequestReasons = {
  /** The end of the student's BDE in-car part; null without an open BDE course. */
  deadline: string | null;
  road_test_date: string | null;
  /** In-car hours booked or taught so far. */
  hours_booked: number;
  waiting_since: Timestamp;
};
export type LessonOfferStatus = 'offered' | 'booked' | 'declined' | 'lapsed' | 'withdrawn';
export type LessonInstructor = {
  id: number;
  /** First name and last initial, as the public grid shows them. */
  name: string;
};
export type LessonOffer = {
  id: number;
  status: LessonOfferStatus;
  starts_at: Timestamp;
  ends_at: Timestamp;
  duration_minutes: LessonDuration;
  instructor: LessonInstructor;
  expires_at: Timestamp;
};
export type AdminLessonOffer = LessonOffer & {
  student: AdminLessonRequestStudent;
  reasons: LessonRequestReasons;
  closed_at: string | null;
  /** The lesson booked from it (booked). */
  lesson_id: number | null;
};
export type AdminLessonRequest = LessonRequest & {
  /** The place in the order slots are offered (1 first). */
  rank: number;
  student: AdminLessonRequestStudent;
  reasons: LessonRequestReasons;
  /** In-car hours the student has left (none: skipped until they buy more). */
  hours_left: number;
  /** The slot held for the student now; absent when none is. */
  offer?: AdminLessonOffer;
};
export type AdminLessonRequestListResponse = {
  success: boolean;
  message?: string;
  data: {
    waiting: AdminLessonRequest[];
    recent_offers: AdminLessonOffer[];
    /** How long an offer is held (the setting). */
    offer_minutes: number;
  };
};
export type LessonStatus = 'booked' | 'cancelled' | 'completed' | 'no_show';
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
export type LessonStudent = {
  id: number;
  name: string;
  email: string;
  phone: string;
};
export type AdminLesson = Lesson & {
  student: LessonStudent;
  booked_by: 'student' | 'office';
  cancel_reason: string | null;
  /** The BDE rule the office set aside to book this lesson, and why (null when none was). */
  override: {
    rule: 'g1_missing' | 'g1_expired' | 'before_course_start' | 'past_in_car_end' | 'daily_limit' | 'full_class_day';
    reason: string;
  } | null;
};
export type AdminLessonListResponse = {
  success: boolean;
  data: AdminLesson[];
};
export type AdminLessonResponse = {
  success: boolean;
  message?: string;
  data: AdminLesson;
};
export type AdminLessonInput = {
  student_email: string;
  instructor_id: number;
  starts_at: string;
  duration_minutes: LessonDuration;
  /** Why the office books despite the BDE rule the lesson would break (kept on the lesson). */
  override_reason?: string;
};
export type TimeSpan = {
  starts_at: Timestamp;
  ends_at: Timestamp;
};
export type AdminHeldSlot = {
  starts_at: Timestamp;
  ends_at: Timestamp;
  expires_at: Timestamp;
  student: {
    id: number;
    name: string;
  };
};
export type AdminWeekInstructor = {
  instructor: LessonInstructor;
  /** In start order. */
  lessons: AdminLesson[];
  /** In start order, never overlapping. */
  free: TimeSpan[];
  /** In start order. */
  held: AdminHeldSlot[];
};
export type AdminLessonWeek = {
  from: LocalDate;
  to: LocalDate;
  instructors: AdminWeekInstructor[];
};
export type AdminLessonWeekResponse = {
  success: boolean;
  data: AdminLessonWeek;
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
export type LessonInput = {
  instructor_id: number;
  /** A slot's `starts_at`, as `listLessonSlots` gave it. */
  starts_at: string;
  duration_minutes: LessonDuration;
};
export type AdminLessonCancelInput = {
  /** Whether the lesson's hours stay used. */
  counted: boolean;
  reason?: string;
};
export type LessonOutcomeInput = {
  outcome: 'completed' | 'no_show';
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
export type AdminInstructor = InstructorApplication & {
  email: string;
};
export type AdminInstructorListResponse = {
  success: boolean;
  data: AdminInstructor[];
};
export type AdminInstructorResponse = {
  success: boolean;
  message?: string;
  data: AdminInstructor;
};
export type InstructorReviewInput = {
  decision: 'approve' | 'reject';
  /** Required to reject; shown to the instructor and mailed. */
  reason?: string;
  /** The application's `updated_at` as read (409 `stale` when it changed since). */
  updated_at: string;
};
export type InstructorProfileChangeReviewInput = {
  decision: 'approve' | 'reject';
  /** Required to reject; mailed to the instructor and shown in their area. */
  reason?: string;
  /** The profile change's `updated_at` as read (409 `stale` when it changed since). */
  updated_at: string;
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
export type LessonLogResponse = {
  success: boolean;
  message?: string;
  data: LessonLog;
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
export type RoadTestClass = 'G2' | 'G';
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
export type RoadTestUpdateInput = {
  class: RoadTestClass;
  taken_on: LocalDate;
  /** The test's Toronto time, when known; it picks the warm-up lesson. */
  test_time?: LocalTime;
  centre_id: DriveTestCentreId;
  /** Which attempt at this class; kept when absent. */
  attempt?: number;
  result: RoadTestResult;
  expected_updated_at?: ExpectedUpdatedAt;
};
export type InsightPeriodRange = {
  period: 'this_month' | 'last_3_months' | 'last_12_months' | 'custom';
  from: LocalDate;
  to: LocalDate;
};
export type InsightFigureId =
  | 'pass_rate.first_attempt'
  | 'pass_rate.first_attempt.by_instructor'
  | 'pass_rate.first_attempt.by_centre'
  | 'utilisation.by_instructor_week'
  | 'no_show_rate.by_instructor'
  | 'no_show_rate.by_channel'
  | 'late_cancel_rate.by_instructor'
  | 'late_cancel_rate.by_channel'
  | 'revenue.net.by_month'
  | 'revenue.net.by_package'
  | 'hst.collected.by_month'
  | 'revenue.per_instructor_hour.by_month'
  | 'seats.fill_rate.by_class_date'
  | 'seats.refilled.by_class_date'
  | 'bde.started.by_month'
  | 'bde.certified.by_month'
  | 'bde.days_to_certificate.by_month'
  | 'bde.at_risk';
export type InsightValue = {
  /** Null when nothing is behind it (a rate over zero). */
  value: number | null;
  numerator?: number;
  denominator?: number;
  count: number;
  too_few: boolean;
};
export type InsightPoint = InsightValue & {
  /** Month `YYYY-MM`, week (its Monday, `YYYY-MM-DD`), class date (its first day and id, `YYYY-MM-DD#id`), or an id: instructor, centre, package, channel (`mail`, `text`), `none`. */
  key: string;
  /** What a person reads: a name in the request's language, a month, a day; for months and weeks, the key itself (the client formats it). */
  label: string;
};
export type InsightSeries = {
  /** `all` when the figure has one series; else an instructor's or package's id. */
  key: string;
  label: string;
  total: InsightValue;
  points: InsightPoint[];
};
export type InsightFigure = {
  id: InsightFigureId;
  /** `rate`: a fraction from 0 to 1; `cents`: integer cents (Canadian dollars); `days`: a number of days. */
  unit: 'rate' | 'cents' | 'count' | 'days' | 'cents_per_hour';
  /** What each series' points are keyed by. Months and weeks are every one of the period, in order, empty ones included. */
  axis: 'month' | 'week' | 'instructor' | 'centre' | 'channel' | 'class_date' | 'package';
  total: InsightValue;
  /** One series (`key` `all`) or one per instructor or package; a chart draws each, a table lists their points. */
  series: InsightSeries[];
};
export type InsightResponse = {
  success: boolean;
  data: {
    period: InsightPeriodRange;
    figures: InsightFigure[];
  };
};
export const {
  useListAdminContentQuery,
  useCreateContentMutation,
  useUpdateContentMutation,
  useDeleteContentMutation,
  useGetDashboardQuery,
  useGetQuickStatsQuery,
  useGetSystemHealthQuery,
  useListAdminServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useToggleServiceActiveMutation,
  useUpdateServiceOrderMutation,
  useListInquiriesQuery,
  useGetInquiryQuery,
  useUpdateInquiryMutation,
  useDeleteInquiryMutation,
  useUpdateInquiryStatusMutation,
  useBulkUpdateInquiriesMutation,
  useGetInquiryStatisticsQuery,
  useListAdminCitiesQuery,
  useCreateCityMutation,
  useUpdateCityMutation,
  useDeleteCityMutation,
  useCreatePartnerMutation,
  useListAdminPartnersQuery,
  useUpdatePartnerMutation,
  useDeletePartnerMutation,
  useUploadImageMutation,
  useListStudentsWithDiscountsQuery,
  useChangeAdminPasswordMutation,
  useListAdminPackagesQuery,
  useCreatePackageMutation,
  useUpdatePackageMutation,
  useDeletePackageMutation,
  useSetPackageActiveMutation,
  useUpdatePackageOrderMutation,
  useCreatePackageDateMutation,
  useUpdatePackageDateMutation,
  useDeletePackageDateMutation,
  useGetClassListQuery,
  useListDateWaitlistQuery,
  useMoveWaitlistEntryMutation,
  useRemoveWaitlistEntryMutation,
  useListTextConversationsQuery,
  useGetTextConversationQuery,
  useAnswerTextConversationMutation,
  useListTextLogQuery,
  useGetTextStatsQuery,
  useListAdminBookingsQuery,
  useGetAdminBookingQuery,
  useMarkBookingPaidMutation,
  useCancelBookingMutation,
  useRefundBookingMutation,
  useGetAdminReceiptQuery,
  useGetBookingStatsQuery,
  useListAdminBdeCoursesQuery,
  useExportBdeCoursesQuery,
  useGetAdminBdeCourseFileQuery,
  useAcceptBdeHomeLinkMutation,
  useRecordBdeFinalTestMutation,
  useListBdeCertificationQueueQuery,
  useCertifyBdeCourseMutation,
  useListBdeHomeLinkAssignmentsQuery,
  useCreateBdeHomeLinkAssignmentMutation,
  useUpdateBdeHomeLinkAssignmentMutation,
  useDeleteBdeHomeLinkAssignmentMutation,
  useListBdeClassesQuery,
  useListBdeClassSessionsQuery,
  useCreateBdeClassSessionMutation,
  useDeleteBdeClassSessionMutation,
  useRecordBdeAttendanceMutation,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
  useListLessonRequestsQuery,
  useRemoveLessonRequestMutation,
  useListAdminLessonsQuery,
  useCreateAdminLessonMutation,
  useGetAdminLessonWeekQuery,
  useListAdminLessonSlotsQuery,
  useMoveAdminLessonMutation,
  useCancelAdminLessonMutation,
  useRecordLessonOutcomeMutation,
  useListAdminInstructorsQuery,
  useGetAdminInstructorQuery,
  useReviewInstructorMutation,
  useReviewInstructorProfileChangeMutation,
  useGetAdminInstructorDocumentFileQuery,
  useGetLessonLogQuery,
  useUpdateLessonLogMutation,
  useListStudentRoadTestsQuery,
  useRecordStudentRoadTestMutation,
  useCorrectRoadTestMutation,
  useDeleteRoadTestMutation,
  useGetInsightPassRatesQuery,
  useGetInsightUtilisationQuery,
  useGetInsightAttendanceQuery,
  useGetInsightRevenueQuery,
  useGetInsightSeatsQuery,
  useGetInsightBdeQuery,
} = injectedRtkApi;

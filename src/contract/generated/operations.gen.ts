// Generated from openapi/spec.yaml by `npm run codegen`. Do not edit.

export const securitySchemes = ["adminAuth","customerAuth","instructorAuth"] as const;
export type SecurityScheme = (typeof securitySchemes)[number];

export const tags = ["Auth","Content","Dashboard","Services","Inquiries","Cities","Partners","Media","Instructors","Applications","Teaching","Packages","Bookings","Settings","Customer","Municipalities","Lessons","Courses","Classes","HomeLink","Waitlist","Account","Live"] as const;
export type Tag = (typeof tags)[number];

export interface OperationMeta {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  /** OpenAPI path, e.g. /api/api/v1/admin/services/{id}. */
  path: string;
  /** The schemes whose token the operation accepts. */
  security: readonly SecurityScheme[];
  /** Whether a caller without a token is accepted. */
  anonymous: boolean;
  tags: readonly Tag[];
}

export const operations = {
  adminLogin: {"method":"POST","path":"/api/v1/login","security":[],"anonymous":true,"tags":["Auth"]},
  adminLogout: {"method":"POST","path":"/api/v1/logout","security":["adminAuth"],"anonymous":false,"tags":["Auth"]},
  getCurrentUser: {"method":"GET","path":"/api/v1/user","security":["adminAuth"],"anonymous":false,"tags":["Auth"]},
  adminLoginAlias: {"method":"POST","path":"/api/api/v1/login","security":[],"anonymous":true,"tags":["Auth"]},
  adminLogoutAlias: {"method":"POST","path":"/api/api/v1/logout","security":["adminAuth"],"anonymous":false,"tags":["Auth"]},
  getCurrentUserAlias: {"method":"GET","path":"/api/api/v1/user","security":["adminAuth"],"anonymous":false,"tags":["Auth"]},
  listAdminContent: {"method":"GET","path":"/api/api/v1/admin/content","security":["adminAuth"],"anonymous":false,"tags":["Content"]},
  createContent: {"method":"POST","path":"/api/api/v1/admin/content","security":["adminAuth"],"anonymous":false,"tags":["Content"]},
  updateContent: {"method":"PUT","path":"/api/api/v1/admin/content/{id}","security":["adminAuth"],"anonymous":false,"tags":["Content"]},
  deleteContent: {"method":"DELETE","path":"/api/api/v1/admin/content/{id}","security":["adminAuth"],"anonymous":false,"tags":["Content"]},
  listPublicContent: {"method":"GET","path":"/api/api/v1/content","security":[],"anonymous":true,"tags":["Content"]},
  listReviews: {"method":"GET","path":"/api/api/v1/reviews","security":[],"anonymous":true,"tags":["Content"]},
  getDashboard: {"method":"GET","path":"/api/api/v1/admin/dashboard","security":["adminAuth"],"anonymous":false,"tags":["Dashboard"]},
  getQuickStats: {"method":"GET","path":"/api/api/v1/admin/dashboard/quick-stats","security":["adminAuth"],"anonymous":false,"tags":["Dashboard"]},
  getSystemHealth: {"method":"GET","path":"/api/api/v1/admin/dashboard/system-health","security":["adminAuth"],"anonymous":false,"tags":["Dashboard"]},
  listServices: {"method":"GET","path":"/api/api/v1/services","security":[],"anonymous":true,"tags":["Services"]},
  getService: {"method":"GET","path":"/api/api/v1/services/{id}","security":[],"anonymous":true,"tags":["Services"]},
  listAdminServices: {"method":"GET","path":"/api/api/v1/admin/services","security":["adminAuth"],"anonymous":false,"tags":["Services"]},
  createService: {"method":"POST","path":"/api/api/v1/admin/services","security":["adminAuth"],"anonymous":false,"tags":["Services"]},
  updateService: {"method":"PUT","path":"/api/api/v1/admin/services/{id}","security":["adminAuth"],"anonymous":false,"tags":["Services"]},
  deleteService: {"method":"DELETE","path":"/api/api/v1/admin/services/{id}","security":["adminAuth"],"anonymous":false,"tags":["Services"]},
  toggleServiceActive: {"method":"POST","path":"/api/api/v1/admin/services/{id}/toggle-active","security":["adminAuth"],"anonymous":false,"tags":["Services"]},
  updateServiceOrder: {"method":"POST","path":"/api/api/v1/admin/services/update-order","security":["adminAuth"],"anonymous":false,"tags":["Services"]},
  createInquiry: {"method":"POST","path":"/api/api/v1/inquiries","security":[],"anonymous":true,"tags":["Inquiries"]},
  listInquiries: {"method":"GET","path":"/api/api/v1/admin/inquiries","security":["adminAuth"],"anonymous":false,"tags":["Inquiries"]},
  getInquiry: {"method":"GET","path":"/api/api/v1/admin/inquiries/{id}","security":["adminAuth"],"anonymous":false,"tags":["Inquiries"]},
  updateInquiry: {"method":"PUT","path":"/api/api/v1/admin/inquiries/{id}","security":["adminAuth"],"anonymous":false,"tags":["Inquiries"]},
  deleteInquiry: {"method":"DELETE","path":"/api/api/v1/admin/inquiries/{id}","security":["adminAuth"],"anonymous":false,"tags":["Inquiries"]},
  updateInquiryStatus: {"method":"PATCH","path":"/api/api/v1/admin/inquiries/{id}/status","security":["adminAuth"],"anonymous":false,"tags":["Inquiries"]},
  bulkUpdateInquiries: {"method":"POST","path":"/api/api/v1/admin/inquiries/bulk-update","security":["adminAuth"],"anonymous":false,"tags":["Inquiries"]},
  getInquiryStatistics: {"method":"GET","path":"/api/api/v1/admin/inquiries-statistics","security":["adminAuth"],"anonymous":false,"tags":["Inquiries"]},
  listAdminCities: {"method":"GET","path":"/api/api/v1/admin/cities","security":["adminAuth"],"anonymous":false,"tags":["Cities"]},
  createCity: {"method":"POST","path":"/api/api/v1/admin/cities","security":["adminAuth"],"anonymous":false,"tags":["Cities"]},
  updateCity: {"method":"PUT","path":"/api/api/v1/admin/cities/{id}","security":["adminAuth"],"anonymous":false,"tags":["Cities"]},
  deleteCity: {"method":"DELETE","path":"/api/api/v1/admin/cities/{id}","security":["adminAuth"],"anonymous":false,"tags":["Cities"]},
  listCities: {"method":"GET","path":"/api/api/v1/cities","security":[],"anonymous":true,"tags":["Cities"]},
  listMunicipalities: {"method":"GET","path":"/api/api/v1/municipalities","security":[],"anonymous":true,"tags":["Municipalities"]},
  listPartners: {"method":"GET","path":"/api/api/partners","security":[],"anonymous":true,"tags":["Partners"]},
  createPartner: {"method":"POST","path":"/api/api/partners","security":["adminAuth"],"anonymous":false,"tags":["Partners"]},
  checkPartnerStudents: {"method":"POST","path":"/api/api/partners/{id}/students","security":[],"anonymous":true,"tags":["Partners"]},
  listAdminPartners: {"method":"GET","path":"/api/api/v1/admin/partners","security":["adminAuth"],"anonymous":false,"tags":["Partners"]},
  updatePartner: {"method":"PUT","path":"/api/api/v1/admin/partners/{id}","security":["adminAuth"],"anonymous":false,"tags":["Partners"]},
  deletePartner: {"method":"DELETE","path":"/api/api/v1/admin/partners/{id}","security":["adminAuth"],"anonymous":false,"tags":["Partners"]},
  uploadImage: {"method":"POST","path":"/api/api/v1/admin/images","security":["adminAuth"],"anonymous":false,"tags":["Media"]},
  listStudentsWithDiscounts: {"method":"GET","path":"/api/api/students-with-discounts","security":["adminAuth"],"anonymous":false,"tags":["Partners"]},
  customerLogin: {"method":"POST","path":"/api/api/login","security":[],"anonymous":true,"tags":["Customer"]},
  customerSignUp: {"method":"POST","path":"/api/api/userSignUp","security":[],"anonymous":true,"tags":["Customer"]},
  resendVerificationCode: {"method":"POST","path":"/api/api/resendCode","security":[],"anonymous":true,"tags":["Customer"]},
  verifyCode: {"method":"POST","path":"/api/api/verifyCode","security":[],"anonymous":true,"tags":["Customer"]},
  customerLogout: {"method":"POST","path":"/api/api/logout","security":["customerAuth"],"anonymous":false,"tags":["Customer"]},
  getMyAccount: {"method":"GET","path":"/api/api/v1/account","security":["customerAuth"],"anonymous":false,"tags":["Account"]},
  updateMyAccount: {"method":"PUT","path":"/api/api/v1/account","security":["customerAuth"],"anonymous":false,"tags":["Account"]},
  changeMyPassword: {"method":"POST","path":"/api/api/v1/account/password","security":["customerAuth"],"anonymous":false,"tags":["Account"]},
  changeInstructorPassword: {"method":"POST","path":"/api/api/v1/instructor/password","security":["instructorAuth"],"anonymous":false,"tags":["Account"]},
  changeAdminPassword: {"method":"POST","path":"/api/v1/user/password","security":["adminAuth"],"anonymous":false,"tags":["Account"]},
  requestPasswordReset: {"method":"POST","path":"/api/api/v1/password-reset","security":[],"anonymous":true,"tags":["Account"]},
  resetPassword: {"method":"POST","path":"/api/api/v1/password-reset/confirm","security":[],"anonymous":true,"tags":["Account"]},
  listAcceptedInstructors: {"method":"GET","path":"/api/api/getAcceptedInstructors","security":["adminAuth"],"anonymous":true,"tags":["Instructors"]},
  listInstructorDates: {"method":"GET","path":"/api/api/getInstructorDates/{id}","security":[],"anonymous":true,"tags":["Instructors"]},
  listPackages: {"method":"GET","path":"/api/api/getPackages","security":["customerAuth"],"anonymous":false,"tags":["Packages"]},
  listPublicPackages: {"method":"GET","path":"/api/api/v1/packages","security":[],"anonymous":true,"tags":["Packages"]},
  listAdminPackages: {"method":"GET","path":"/api/api/v1/admin/packages","security":["adminAuth"],"anonymous":false,"tags":["Packages"]},
  createPackage: {"method":"POST","path":"/api/api/v1/admin/packages","security":["adminAuth"],"anonymous":false,"tags":["Packages"]},
  updatePackage: {"method":"PUT","path":"/api/api/v1/admin/packages/{id}","security":["adminAuth"],"anonymous":false,"tags":["Packages"]},
  deletePackage: {"method":"DELETE","path":"/api/api/v1/admin/packages/{id}","security":["adminAuth"],"anonymous":false,"tags":["Packages"]},
  setPackageActive: {"method":"PATCH","path":"/api/api/v1/admin/packages/{id}/active","security":["adminAuth"],"anonymous":false,"tags":["Packages"]},
  updatePackageOrder: {"method":"POST","path":"/api/api/v1/admin/packages/update-order","security":["adminAuth"],"anonymous":false,"tags":["Packages"]},
  createPackageDate: {"method":"POST","path":"/api/api/v1/admin/packages/{id}/dates","security":["adminAuth"],"anonymous":false,"tags":["Packages"]},
  updatePackageDate: {"method":"PUT","path":"/api/api/v1/admin/package-dates/{id}","security":["adminAuth"],"anonymous":false,"tags":["Packages"]},
  deletePackageDate: {"method":"DELETE","path":"/api/api/v1/admin/package-dates/{id}","security":["adminAuth"],"anonymous":false,"tags":["Packages"]},
  getClassList: {"method":"GET","path":"/api/api/v1/admin/package-dates/{id}/class-list","security":["adminAuth"],"anonymous":false,"tags":["Bookings"]},
  listMyWaitlist: {"method":"GET","path":"/api/api/v1/waitlist","security":["customerAuth"],"anonymous":false,"tags":["Waitlist"]},
  joinWaitlist: {"method":"PUT","path":"/api/api/v1/package-dates/{id}/waitlist","security":["customerAuth"],"anonymous":false,"tags":["Waitlist"]},
  leaveWaitlist: {"method":"DELETE","path":"/api/api/v1/package-dates/{id}/waitlist","security":["customerAuth"],"anonymous":false,"tags":["Waitlist"]},
  listDateWaitlist: {"method":"GET","path":"/api/api/v1/admin/package-dates/{id}/waitlist","security":["adminAuth"],"anonymous":false,"tags":["Waitlist"]},
  moveWaitlistEntry: {"method":"PUT","path":"/api/api/v1/admin/waitlist/{id}","security":["adminAuth"],"anonymous":false,"tags":["Waitlist"]},
  removeWaitlistEntry: {"method":"DELETE","path":"/api/api/v1/admin/waitlist/{id}","security":["adminAuth"],"anonymous":false,"tags":["Waitlist"]},
  quoteBooking: {"method":"POST","path":"/api/api/v1/checkout/quote","security":["customerAuth"],"anonymous":false,"tags":["Bookings"]},
  listMyBookings: {"method":"GET","path":"/api/api/v1/bookings","security":["customerAuth"],"anonymous":false,"tags":["Bookings"]},
  createBooking: {"method":"POST","path":"/api/api/v1/bookings","security":["customerAuth"],"anonymous":false,"tags":["Bookings","Packages"]},
  getMyBooking: {"method":"GET","path":"/api/api/v1/bookings/{id}","security":["customerAuth"],"anonymous":false,"tags":["Bookings"]},
  startBookingPayment: {"method":"POST","path":"/api/api/v1/bookings/{id}/payment","security":["customerAuth"],"anonymous":false,"tags":["Bookings"]},
  cancelMyBooking: {"method":"POST","path":"/api/api/v1/bookings/{id}/cancel","security":["customerAuth"],"anonymous":false,"tags":["Bookings","Packages"]},
  getMyReceipt: {"method":"GET","path":"/api/api/v1/receipts/{id}","security":["customerAuth"],"anonymous":false,"tags":["Bookings"]},
  handleStripeWebhook: {"method":"POST","path":"/api/api/v1/payments/stripe/webhook","security":[],"anonymous":true,"tags":["Bookings"]},
  listAdminBookings: {"method":"GET","path":"/api/api/v1/admin/bookings","security":["adminAuth"],"anonymous":false,"tags":["Bookings"]},
  getAdminBooking: {"method":"GET","path":"/api/api/v1/admin/bookings/{id}","security":["adminAuth"],"anonymous":false,"tags":["Bookings"]},
  markBookingPaid: {"method":"POST","path":"/api/api/v1/admin/bookings/{id}/mark-paid","security":["adminAuth"],"anonymous":false,"tags":["Bookings","Packages"]},
  cancelBooking: {"method":"POST","path":"/api/api/v1/admin/bookings/{id}/cancel","security":["adminAuth"],"anonymous":false,"tags":["Bookings","Packages"]},
  refundBooking: {"method":"POST","path":"/api/api/v1/admin/bookings/{id}/refund","security":["adminAuth"],"anonymous":false,"tags":["Bookings","Packages"]},
  getAdminReceipt: {"method":"GET","path":"/api/api/v1/admin/receipts/{id}","security":["adminAuth"],"anonymous":false,"tags":["Bookings"]},
  getBookingStats: {"method":"GET","path":"/api/api/v1/admin/dashboard/bookings","security":["adminAuth"],"anonymous":false,"tags":["Bookings","Dashboard"]},
  listMyBdeCourses: {"method":"GET","path":"/api/api/v1/bde-courses","security":["customerAuth"],"anonymous":false,"tags":["Courses"]},
  consentToBdeRecords: {"method":"POST","path":"/api/api/v1/bde-courses/{id}/consent","security":["customerAuth"],"anonymous":false,"tags":["Courses"]},
  recordMyG1Licence: {"method":"PUT","path":"/api/api/v1/bde-courses/{id}/g1","security":["customerAuth"],"anonymous":false,"tags":["Courses"]},
  listAdminBdeCourses: {"method":"GET","path":"/api/api/v1/admin/bde-courses","security":["adminAuth"],"anonymous":false,"tags":["Courses"]},
  exportBdeCourses: {"method":"GET","path":"/api/api/v1/admin/bde-courses/export","security":["adminAuth"],"anonymous":false,"tags":["Courses"]},
  getMyBdeCourseFile: {"method":"GET","path":"/api/api/v1/bde-courses/{id}/file","security":["customerAuth"],"anonymous":false,"tags":["Courses"]},
  getAdminBdeCourseFile: {"method":"GET","path":"/api/api/v1/admin/bde-courses/{id}/file","security":["adminAuth"],"anonymous":false,"tags":["Courses"]},
  markMyHomeLinkDone: {"method":"PUT","path":"/api/api/v1/bde-courses/{id}/home-link/{assignmentId}","security":["customerAuth"],"anonymous":false,"tags":["HomeLink","Courses"]},
  acceptBdeHomeLink: {"method":"POST","path":"/api/api/v1/admin/bde-courses/{id}/home-link/{assignmentId}/accept","security":["adminAuth"],"anonymous":false,"tags":["HomeLink","Courses"]},
  recordBdeFinalTest: {"method":"POST","path":"/api/api/v1/admin/bde-courses/{id}/tests","security":["adminAuth"],"anonymous":false,"tags":["Courses"]},
  listBdeCertificationQueue: {"method":"GET","path":"/api/api/v1/admin/bde-certification","security":["adminAuth"],"anonymous":false,"tags":["Courses"]},
  certifyBdeCourse: {"method":"POST","path":"/api/api/v1/admin/bde-courses/{id}/certificate","security":["adminAuth"],"anonymous":false,"tags":["Courses"]},
  listBdeHomeLinkAssignments: {"method":"GET","path":"/api/api/v1/admin/bde-home-link","security":["adminAuth"],"anonymous":false,"tags":["HomeLink"]},
  createBdeHomeLinkAssignment: {"method":"POST","path":"/api/api/v1/admin/bde-home-link","security":["adminAuth"],"anonymous":false,"tags":["HomeLink"]},
  updateBdeHomeLinkAssignment: {"method":"PUT","path":"/api/api/v1/admin/bde-home-link/{id}","security":["adminAuth"],"anonymous":false,"tags":["HomeLink"]},
  deleteBdeHomeLinkAssignment: {"method":"DELETE","path":"/api/api/v1/admin/bde-home-link/{id}","security":["adminAuth"],"anonymous":false,"tags":["HomeLink"]},
  listBdeClasses: {"method":"GET","path":"/api/api/v1/admin/bde-classes","security":["adminAuth"],"anonymous":false,"tags":["Classes"]},
  listBdeClassSessions: {"method":"GET","path":"/api/api/v1/admin/bde-classes/{id}/sessions","security":["adminAuth"],"anonymous":false,"tags":["Classes"]},
  createBdeClassSession: {"method":"POST","path":"/api/api/v1/admin/bde-classes/{id}/sessions","security":["adminAuth"],"anonymous":false,"tags":["Classes"]},
  deleteBdeClassSession: {"method":"DELETE","path":"/api/api/v1/admin/bde-sessions/{id}","security":["adminAuth"],"anonymous":false,"tags":["Classes"]},
  recordBdeAttendance: {"method":"PUT","path":"/api/api/v1/admin/bde-sessions/{id}/attendance","security":["adminAuth"],"anonymous":false,"tags":["Classes","Courses"]},
  getSettings: {"method":"GET","path":"/api/api/v1/admin/settings","security":["adminAuth"],"anonymous":false,"tags":["Settings"]},
  updateSettings: {"method":"PUT","path":"/api/api/v1/admin/settings","security":["adminAuth"],"anonymous":false,"tags":["Settings"]},
  listMyLessons: {"method":"GET","path":"/api/api/v1/lessons","security":["customerAuth"],"anonymous":false,"tags":["Lessons"]},
  bookLesson: {"method":"POST","path":"/api/api/v1/lessons","security":["customerAuth"],"anonymous":false,"tags":["Lessons"]},
  streamLiveEvents: {"method":"GET","path":"/api/api/v1/live","security":[],"anonymous":true,"tags":["Live"]},
  listLessonSlots: {"method":"GET","path":"/api/api/v1/lessons/slots","security":["customerAuth"],"anonymous":false,"tags":["Lessons"]},
  cancelMyLesson: {"method":"POST","path":"/api/api/v1/lessons/{id}/cancel","security":["customerAuth"],"anonymous":false,"tags":["Lessons"]},
  rescheduleMyLesson: {"method":"POST","path":"/api/api/v1/lessons/{id}/reschedule","security":["customerAuth"],"anonymous":false,"tags":["Lessons"]},
  listAdminLessons: {"method":"GET","path":"/api/api/v1/admin/lessons","security":["adminAuth"],"anonymous":false,"tags":["Lessons"]},
  createAdminLesson: {"method":"POST","path":"/api/api/v1/admin/lessons","security":["adminAuth"],"anonymous":false,"tags":["Lessons"]},
  listAdminLessonSlots: {"method":"GET","path":"/api/api/v1/admin/lessons/slots","security":["adminAuth"],"anonymous":false,"tags":["Lessons"]},
  moveAdminLesson: {"method":"POST","path":"/api/api/v1/admin/lessons/{id}/move","security":["adminAuth"],"anonymous":false,"tags":["Lessons"]},
  cancelAdminLesson: {"method":"POST","path":"/api/api/v1/admin/lessons/{id}/cancel","security":["adminAuth"],"anonymous":false,"tags":["Lessons"]},
  recordLessonOutcome: {"method":"POST","path":"/api/api/v1/admin/lessons/{id}/outcome","security":["adminAuth"],"anonymous":false,"tags":["Lessons"]},
  instructorLogout: {"method":"POST","path":"/api/api/v1/instructor/logout","security":["instructorAuth"],"anonymous":false,"tags":["Applications"]},
  getMyApplication: {"method":"GET","path":"/api/api/v1/instructor/application","security":["instructorAuth"],"anonymous":false,"tags":["Applications"]},
  updateMyApplication: {"method":"PUT","path":"/api/api/v1/instructor/application","security":["instructorAuth"],"anonymous":false,"tags":["Applications"]},
  submitMyApplication: {"method":"POST","path":"/api/api/v1/instructor/application/submit","security":["instructorAuth"],"anonymous":false,"tags":["Applications"]},
  uploadMyDocument: {"method":"PUT","path":"/api/api/v1/instructor/documents/{kind}","security":["instructorAuth"],"anonymous":false,"tags":["Applications"]},
  getMyDocumentFile: {"method":"GET","path":"/api/api/v1/instructor/documents/{kind}/file","security":["instructorAuth"],"anonymous":false,"tags":["Applications"]},
  uploadMyCarPhoto: {"method":"PUT","path":"/api/api/v1/instructor/car-photo","security":["instructorAuth"],"anonymous":false,"tags":["Applications"]},
  listAdminInstructors: {"method":"GET","path":"/api/api/v1/admin/instructors","security":["adminAuth"],"anonymous":false,"tags":["Instructors"]},
  getAdminInstructor: {"method":"GET","path":"/api/api/v1/admin/instructors/{id}","security":["adminAuth"],"anonymous":false,"tags":["Instructors"]},
  reviewInstructor: {"method":"POST","path":"/api/api/v1/admin/instructors/{id}/review","security":["adminAuth"],"anonymous":false,"tags":["Instructors"]},
  reviewInstructorProfileChange: {"method":"POST","path":"/api/api/v1/admin/instructors/{id}/profile-change/review","security":["adminAuth"],"anonymous":false,"tags":["Instructors"]},
  getAdminInstructorDocumentFile: {"method":"GET","path":"/api/api/v1/admin/instructors/{id}/documents/{kind}/file","security":["adminAuth"],"anonymous":false,"tags":["Instructors"]},
  getMyAvailability: {"method":"GET","path":"/api/api/v1/instructor/availability","security":["instructorAuth"],"anonymous":false,"tags":["Teaching"]},
  updateMyAvailability: {"method":"PUT","path":"/api/api/v1/instructor/availability","security":["instructorAuth"],"anonymous":false,"tags":["Teaching"]},
  listMyBdeSessions: {"method":"GET","path":"/api/api/v1/instructor/bde-sessions","security":["instructorAuth"],"anonymous":false,"tags":["Classes"]},
  recordMyBdeAttendance: {"method":"PUT","path":"/api/api/v1/instructor/bde-sessions/{id}/attendance","security":["instructorAuth"],"anonymous":false,"tags":["Classes","Courses"]},
  listMyStudentsHomeLink: {"method":"GET","path":"/api/api/v1/instructor/bde-home-link","security":["instructorAuth"],"anonymous":false,"tags":["HomeLink"]},
  acceptMyStudentsHomeLink: {"method":"POST","path":"/api/api/v1/instructor/bde-courses/{id}/home-link/{assignmentId}/accept","security":["instructorAuth"],"anonymous":false,"tags":["HomeLink","Courses"]},
  listMyTeachingLessons: {"method":"GET","path":"/api/api/v1/instructor/lessons","security":["instructorAuth"],"anonymous":false,"tags":["Teaching"]},
  recordMyLessonOutcome: {"method":"POST","path":"/api/api/v1/instructor/lessons/{id}/outcome","security":["instructorAuth"],"anonymous":false,"tags":["Teaching"]},
  getLessonLog: {"method":"GET","path":"/api/api/v1/admin/lessons/{id}/log","security":["adminAuth"],"anonymous":false,"tags":["Teaching"]},
  updateLessonLog: {"method":"PUT","path":"/api/api/v1/admin/lessons/{id}/log","security":["adminAuth"],"anonymous":false,"tags":["Teaching"]},
} as const satisfies Record<string, OperationMeta>;

export type OperationId = keyof typeof operations;

export const isOperationId = (id: string): id is OperationId => Object.hasOwn(operations, id);

/**
 * The operations that take a token: their schemes, and whether a caller without one is accepted
 * too. All the web app needs: it imports this, not `operations`, whose paths would weigh on its bundle.
 * The signed-in screens' operations are in signedInSecurity.gen.ts, loaded with those screens.
 */
export const operationSecurity: { readonly [K in OperationId]?: Pick<OperationMeta, 'security' | 'anonymous'> } = {
  adminLogout: {"security":["adminAuth"],"anonymous":false},
  getCurrentUser: {"security":["adminAuth"],"anonymous":false},
  adminLogoutAlias: {"security":["adminAuth"],"anonymous":false},
  getCurrentUserAlias: {"security":["adminAuth"],"anonymous":false},
  customerLogout: {"security":["customerAuth"],"anonymous":false},
  listAcceptedInstructors: {"security":["adminAuth"],"anonymous":true},
  listPackages: {"security":["customerAuth"],"anonymous":false},
};

/** The operations filed under tag T. */
export type TaggedOperation<T extends Tag> = {
  [K in OperationId]: T extends (typeof operations)[K]['tags'][number] ? K : never;
}[OperationId];

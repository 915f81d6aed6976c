/**
 * The signed-in screens' endpoints: checkout, bookings, receipts; the student's account, the
 * instructor's area and every office screen (openapi/clientSplit.ts decides). They are generated
 * into their own file so that only the screens that use them load them (the public pages' bundle
 * never does); importing this module injects them into the one store API.
 */
import { signedInOperationSecurity } from '../contract/generated/signedInSecurity.gen';
import { generatedSignedInApi } from './generated/signedIn.gen';
import { inquiryOrServiceChange } from './index';
import { addOperationSecurity } from './operationAuth';

export * from './generated/signedIn.gen';

addOperationSecurity(signedInOperationSecurity);

export const signedInApi = generatedSignedInApi.enhanceEndpoints({
  endpoints: {
    // A quote is a POST that writes nothing: it must not refetch every booking list and figure.
    quoteBooking: { invalidatesTags: [] },
    // The week shows the slots the cancellation list holds: taking a student off it lets theirs go.
    getAdminLessonWeek: { providesTags: ['Lessons', 'CancellationList'] },
    updateInquiry: inquiryOrServiceChange,
    deleteInquiry: inquiryOrServiceChange,
    updateInquiryStatus: inquiryOrServiceChange,
    bulkUpdateInquiries: inquiryOrServiceChange,
    createService: inquiryOrServiceChange,
    updateService: inquiryOrServiceChange,
    deleteService: inquiryOrServiceChange,
    toggleServiceActive: inquiryOrServiceChange,
    updateServiceOrder: inquiryOrServiceChange,
  },
});

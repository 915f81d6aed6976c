/**
 * The selling endpoints: checkout, bookings, receipts, and the office's packages, bookings and
 * settings; and the student's account (profile, passwords). They are generated into their own
 * file so that only the screens that use them load them (the public pages' bundle never does);
 * importing this module injects them into the one store API.
 */
import { sellingOperationSecurity } from '../contract/generated/sellingSecurity.gen';
import { generatedEnrolmentApi } from './generated/enrolment.gen';
import { inquiryOrServiceChange } from './index';
import { addOperationSecurity } from './operationAuth';

export * from './generated/enrolment.gen';

addOperationSecurity(sellingOperationSecurity);

export const enrolmentApi = generatedEnrolmentApi.enhanceEndpoints({
  endpoints: {
    // A quote is a POST that writes nothing: it must not refetch every booking list and figure.
    quoteBooking: { invalidatesTags: [] },
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

/**
 * The office's own endpoints (an admin token and nothing else; openapi/clientSplit.ts decides),
 * generated into their own file so that only the admin area loads them: the student's checkout and
 * account pages, which load the signed-in client, carry none of them. Importing this module injects
 * them into the one store API.
 */
import { officeOperationSecurity } from '../contract/generated/officeSecurity.gen';
import { generatedOfficeApi } from './generated/office.gen';
import { inquiryOrServiceChange } from './index';
import { addOperationSecurity } from './operationAuth';

export * from './generated/office.gen';

addOperationSecurity(officeOperationSecurity);

export const officeApi = generatedOfficeApi.enhanceEndpoints({
  endpoints: {
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

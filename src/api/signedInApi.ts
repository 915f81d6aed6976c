/**
 * The signed-in screens' endpoints: checkout, bookings, receipts; the student's account, the
 * instructor's area, and what the office shares with them (openapi/clientSplit.ts decides; the
 * office's own are in officeApi.ts). They are generated
 * into their own file so that only the screens that use them load them (the public pages' bundle
 * never does); importing this module injects them into the one store API.
 */
import { signedInOperationSecurity } from '../contract/generated/signedInSecurity.gen';
import { generatedSignedInApi } from './generated/signedIn.gen';
import { addOperationSecurity } from './operationAuth';

export * from './generated/signedIn.gen';

addOperationSecurity(signedInOperationSecurity);

export const signedInApi = generatedSignedInApi.enhanceEndpoints({
  endpoints: {
    // A quote is a POST that writes nothing: it must not refetch every booking list and figure.
    quoteBooking: { invalidatesTags: [] },
  },
});

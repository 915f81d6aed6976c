// Generated from openapi/spec.yaml by `npm run codegen`. Do not edit.

import type { OperationId, OperationMeta } from './operations.gen';

/** The selling operations that take a token (see operationSecurity in operations.gen.ts). */
export const sellingOperationSecurity: { readonly [K in OperationId]?: Pick<OperationMeta, 'security' | 'anonymous'> } = {
  getMyAccount: {"security":["customerAuth"],"anonymous":false},
  updateMyAccount: {"security":["customerAuth"],"anonymous":false},
  changeMyPassword: {"security":["customerAuth"],"anonymous":false},
  listAdminPackages: {"security":["adminAuth"],"anonymous":false},
  createPackage: {"security":["adminAuth"],"anonymous":false},
  updatePackage: {"security":["adminAuth"],"anonymous":false},
  deletePackage: {"security":["adminAuth"],"anonymous":false},
  setPackageActive: {"security":["adminAuth"],"anonymous":false},
  updatePackageOrder: {"security":["adminAuth"],"anonymous":false},
  createPackageDate: {"security":["adminAuth"],"anonymous":false},
  updatePackageDate: {"security":["adminAuth"],"anonymous":false},
  deletePackageDate: {"security":["adminAuth"],"anonymous":false},
  getClassList: {"security":["adminAuth"],"anonymous":false},
  quoteBooking: {"security":["customerAuth"],"anonymous":false},
  listMyBookings: {"security":["customerAuth"],"anonymous":false},
  createBooking: {"security":["customerAuth"],"anonymous":false},
  getMyBooking: {"security":["customerAuth"],"anonymous":false},
  startBookingPayment: {"security":["customerAuth"],"anonymous":false},
  cancelMyBooking: {"security":["customerAuth"],"anonymous":false},
  getMyReceipt: {"security":["customerAuth"],"anonymous":false},
  listAdminBookings: {"security":["adminAuth"],"anonymous":false},
  getAdminBooking: {"security":["adminAuth"],"anonymous":false},
  markBookingPaid: {"security":["adminAuth"],"anonymous":false},
  cancelBooking: {"security":["adminAuth"],"anonymous":false},
  refundBooking: {"security":["adminAuth"],"anonymous":false},
  getAdminReceipt: {"security":["adminAuth"],"anonymous":false},
  getBookingStats: {"security":["adminAuth"],"anonymous":false},
  getSettings: {"security":["adminAuth"],"anonymous":false},
  updateSettings: {"security":["adminAuth"],"anonymous":false},
};

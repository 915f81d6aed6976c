/*
 * How the browser's client is split, read by both generators (openapi/codegen.config.ts for the
 * RTK Query endpoints, scripts/contract.mjs for the token map): selling — checkout, bookings,
 * receipts, the office's packages and settings — the student's account (profile, passwords,
 * in-car lessons), the instructor's area and the office's review of instructors are
 * used only by lazily loaded screens, so their endpoints and security entries live in files of
 * their own that the public pages' bundle never carries.
 */

/** Operations only servers call (Stripe's webhook): no client endpoint at all. */
export const serverOnlyOperations: readonly string[] = ['handleStripeWebhook'];

/** The instructors' operations the public pages use; the office's review is loaded with its screens. */
const publicInstructorOperations: readonly string[] = ['listAcceptedInstructors', 'listInstructorDates'];

export function isSellingOperation(operationId: string, tags: readonly string[]): boolean {
  return (
    tags.includes('Bookings') ||
    tags.includes('Settings') ||
    tags.includes('Account') ||
    tags.includes('Lessons') ||
    tags.includes('Applications') ||
    tags.includes('Teaching') ||
    (tags.includes('Instructors') && !publicInstructorOperations.includes(operationId)) ||
    (tags.includes('Packages') && operationId !== 'listPackages')
  );
}

/*
 * How the browser's client is split, read by both generators (openapi/codegen.config.ts for the
 * RTK Query endpoints, scripts/contract.mjs for the token map). The office's own operations are
 * generated apart again (src/api/officeApi.ts), loaded with the admin area only: a student's
 * checkout or account page downloads none of the office's screens' endpoints. The signed-in screens' operations
 * — checkout, bookings, receipts, the office's packages and settings, the student's account
 * (profile, passwords, in-car lessons and their cancellation list, BDE course and its home-link, waiting lists, road tests), the instructor's area, the office's review of instructors
 * and every operation only the office calls — are used only by lazily loaded screens, so their
 * endpoints and security entries live in files of their own (src/api/signedInApi.ts) that the
 * public pages' bundle never carries.
 */

/** Operations only servers call (Stripe's and Twilio's webhooks): no client endpoint at all. */
export const serverOnlyOperations: readonly string[] = ['handleStripeWebhook', 'receiveTwilioSms', 'receiveTwilioStatus'];

/**
 * Streams the browser reads with `EventSource` (src/api/live.ts), not through RTK Query: a query
 * endpoint would wait for the end of an answer that never ends, so the client has none.
 */
export const streamOperations: readonly string[] = ['streamLiveEvents'];

/** The instructors' operations the public pages use; the office's review is loaded with its screens. */
const publicInstructorOperations: readonly string[] = ['listAcceptedInstructors', 'listInstructorDates'];

/**
 * The office's own operations (an admin token and nothing else) are used only by the admin area's
 * screens, which are lazily loaded: they join the lazily loaded client too. The admin's sign-in,
 * sign-out and current user stay with the public pages (the header's admin links).
 */
export const isOfficeOperation = (tags: readonly string[], security: readonly (Record<string, unknown> | undefined)[]) =>
  !tags.includes('Auth') && security.length > 0 && security.every((requirement) => requirement && Object.keys(requirement).join() === 'adminAuth');

export function isSignedInOperation(operationId: string, tags: readonly string[], security: readonly (Record<string, unknown> | undefined)[] = []): boolean {
  return (
    isOfficeOperation(tags, security) ||
    tags.includes('Bookings') ||
    tags.includes('Settings') ||
    tags.includes('Account') ||
    tags.includes('Texts') ||
    tags.includes('RoadTests') ||
    tags.includes('Lessons') ||
    tags.includes('Courses') ||
    tags.includes('HomeLink') ||
    tags.includes('Waitlist') ||
    tags.includes('CancellationList') ||
    tags.includes('Classes') ||
    tags.includes('Applications') ||
    tags.includes('Teaching') ||
    (tags.includes('Instructors') && !publicInstructorOperations.includes(operationId)) ||
    (tags.includes('Packages') && operationId !== 'listPackages')
  );
}

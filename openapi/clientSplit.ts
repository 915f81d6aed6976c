/*
 * How the browser's client is split, read by both generators (openapi/codegen.config.ts for the
 * RTK Query endpoints, scripts/contract.mjs for the token map): selling — checkout, bookings,
 * receipts, the office's packages and settings — and the student's account (profile, passwords,
 * in-car lessons) are
 * used only by lazily loaded screens, so their endpoints and security entries live in files of
 * their own that the public pages' bundle never carries.
 */

/** Operations only servers call (Stripe's webhook): no client endpoint at all. */
export const serverOnlyOperations: readonly string[] = ['handleStripeWebhook'];

export function isSellingOperation(operationId: string, tags: readonly string[]): boolean {
  return (
    tags.includes('Bookings') ||
    tags.includes('Settings') ||
    tags.includes('Account') ||
    tags.includes('Lessons') ||
    (tags.includes('Packages') && operationId !== 'listPackages')
  );
}

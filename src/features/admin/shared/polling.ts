/** New inquiries appear without a click (issue 5: dashboard and inquiries poll). */
export const ADMIN_POLLING_MS = 30_000;

/** The dashboard and the inquiries list poll at this interval, so new inquiries appear without a click. */
export const ADMIN_POLLING_MS = 30_000;

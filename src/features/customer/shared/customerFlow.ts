import { paths } from '../../../config/paths';

/**
 * The navigation state the login, signup and verify screens pass along: the
 * email being verified, where verification leads (default /login), and where the student was
 * going (e.g. /payment-page) before being asked to sign in; `passwordReset` when the student
 * arrives at the login from setting a new password (every session of theirs was signed out);
 * `signedUp` when the student arrives at the code from the sign-up, whose answer is the same
 * whether or not the email already had an account (its owner gets a note instead of a code).
 */
export interface CustomerFlowState {
  email?: string;
  redirectTo?: string;
  from?: string;
  passwordReset?: boolean;
  signedUp?: boolean;
}

export function flowState(value: unknown): CustomerFlowState {
  if (!value || typeof value !== 'object') return {};
  const { email, redirectTo, from, passwordReset, signedUp } = value as Record<string, unknown>;
  const path = (p: unknown) => (typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') ? p : undefined);
  return {
    email: typeof email === 'string' ? email : undefined,
    redirectTo: path(redirectTo),
    from: path(from),
    ...(passwordReset === true ? { passwordReset } : {}),
    ...(signedUp === true ? { signedUp } : {}),
  };
}

/**
 * A signed-in student's own page, where one already signed in is sent from the login, sign-up and
 * verification pages when no other page is asked for.
 */
export const STUDENT_HOME = paths.account.getHref();

/**
 * Where a student goes once signed in: back where they were going; else a customer (a paid or
 * confirmed booking) to their account, a newcomer to the packages.
 */
export const afterLogin = (state: CustomerFlowState, hasBookings = false) => state.from ?? (hasBookings ? STUDENT_HOME : paths.payment.getHref());

/** Toasts on the customer screens last 4 s (the default elsewhere is 5 s). */
export const CUSTOMER_TOAST_MS = 4000;

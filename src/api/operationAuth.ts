import type { UnknownAction } from '@reduxjs/toolkit';
import { operationSecurity, type OperationId, type SecurityScheme } from '../contract/generated/operations.gen';
import { adminSignedOut, customerSignedOut, instructorSignedOut, type AuthState } from '../state/authSlice';
import type { SharedState } from '../state/shared';

/*
 * Which token a call carries, and which session its 401 ends, decided by the operation's
 * `security` in the spec, so a new operation needs no list kept by hand. The base query and the
 * XMLHttpRequest upload both go through here.
 */

const tokenOf: Record<SecurityScheme, (auth: AuthState) => string | null> = {
  adminAuth: (auth) => auth.adminToken,
  customerAuth: (auth) => auth.customerToken,
  instructorAuth: (auth) => auth.instructorToken ?? null,
};

const signOutOf: Record<SecurityScheme, () => UnknownAction> = {
  adminAuth: adminSignedOut,
  customerAuth: customerSignedOut,
  instructorAuth: instructorSignedOut,
};

type SecurityMap = typeof operationSecurity;

// The signed-in screens' operations' entries join when their endpoints are loaded (src/api/signedInApi.ts),
// so the public pages' bundle carries only its own operations.
const securityMaps: SecurityMap[] = [operationSecurity];

/** Adds the security entries of endpoints injected later (a lazily loaded part of the client). */
export function addOperationSecurity(map: SecurityMap): void {
  if (!securityMaps.includes(map)) securityMaps.push(map);
}

/** An operation absent from the maps (or a name that is no operation) is public: no token, no session. */
const securityOf = (operationId: string) => securityMaps.find((map) => Object.hasOwn(map, operationId))?.[operationId as OperationId];

/**
 * The token of the first of the operation's schemes the visitor holds. An operation that also
 * accepts anonymous callers gets it too when there is one (the server then answers as that user).
 */
function tokenFor(operationId: string, auth: AuthState): string | undefined {
  for (const scheme of securityOf(operationId)?.security ?? []) {
    const token = tokenOf[scheme](auth);
    if (token) return token;
  }
  return undefined;
}

/** The headers of every call: the operation's token, JSON, and the reader's language (the server words its messages in it). */
export function requestHeaders(operationId: string, { auth, locale }: SharedState): Record<string, string> {
  const token = tokenFor(operationId, auth);
  return {
    accept: 'application/json',
    'accept-language': locale.locale,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * The sign-out a 401 on the operation means: the session of the scheme it requires. An operation
 * that accepts anonymous callers (a login, or one where a token is optional: the server serves a
 * bad token as anonymous) answers 401 for other reasons, so it ends no session.
 */
export function signOutOn401(operationId: string): UnknownAction[] {
  const required = securityOf(operationId);
  return required && !required.anonymous ? required.security.map((scheme) => signOutOf[scheme]()) : [];
}

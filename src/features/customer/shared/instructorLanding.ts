import { paths } from '../../../config/paths';
import { unprefixedPath } from '../../../i18n/localePath';
import type { CustomerFlowState } from './customerFlow';

// Apart from customerFlow, which the router's guards bring to every page: only the login and
// verification screens need it.

/**
 * Where an instructor ("teacher" account) goes once signed in: the page of their area that asked
 * them to sign in, else the area's first page (a student's page would not admit them).
 */
export function afterInstructorLogin(state: CustomerFlowState): string {
  const { from } = state;
  return from && /^\/instructor(\/|\?|$)/.test(unprefixedPath(from)) ? from : paths.instructor.application.getHref();
}

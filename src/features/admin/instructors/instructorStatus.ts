import type { InstructorStatus } from '../../../api/signedInApi';
import type { ListAdminInstructorsApiArg } from '../../../api/officeApi';
import type { MessageId } from '../../../i18n/messages';

/** How each application status is shown to the office. */
export const INSTRUCTOR_STATUS: Record<InstructorStatus, { labelId: MessageId; color: 'info' | 'success' | 'error' | 'default' }> = {
  draft: { labelId: 'admin.instructors.status.draft', color: 'default' },
  pending: { labelId: 'admin.instructors.status.pending', color: 'info' },
  accepted: { labelId: 'admin.instructors.status.accepted', color: 'success' },
  rejected: { labelId: 'admin.instructors.status.rejected', color: 'error' },
};

type ListedStatus = NonNullable<ListAdminInstructorsApiArg['status']>;
export const LISTED_STATUSES: readonly ListedStatus[] = ['pending', 'accepted', 'rejected'];

/** The longest search the list takes. */
export const SEARCH_MAX = 100;

/**
 * The list's filters as the URL keeps them (`status`, `licence=attention`, `profile_change=pending`,
 * `search`); anything unreadable is no filter rather than a refused call.
 */
export function instructorFilterFromParams(params: URLSearchParams): ListAdminInstructorsApiArg {
  const status = LISTED_STATUSES.find((s) => s === params.get('status'));
  return {
    status,
    licence: params.get('licence') === 'attention' ? 'attention' : undefined,
    profileChange: params.get('profile_change') === 'pending' ? 'pending' : undefined,
    search: params.get('search')?.trim().slice(0, SEARCH_MAX) || undefined,
  };
}

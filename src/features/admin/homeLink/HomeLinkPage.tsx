import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useDeleteBdeHomeLinkAssignmentMutation, useListBdeHomeLinkAssignmentsQuery } from '../../../api/officeApi';
import type { Locale } from '../../../i18n/locale';
import { inLocale } from '../../../i18n/translated';
import { ResourceManager } from '../shared/ResourceManager';
import { HomeLinkForm } from './HomeLinkForm';

/**
 * The home-link assignments of the school's BDE courses: what students do at home with a parent or
 * guardian, and the minutes each credits once the office accepts it. One a student recorded cannot
 * be deleted (the server says so): its course records keep it.
 */
export function HomeLinkPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const list = useListBdeHomeLinkAssignmentsQuery(undefined, { refetchOnFocus: true });
  const [remove] = useDeleteBdeHomeLinkAssignmentMutation();
  return (
    <ResourceManager
      messages="admin.homeLink"
      list={list}
      remove={(assignment) => remove({ id: assignment.id })}
      nameOf={(assignment) => inLocale(assignment.title, locale)}
      renderForm={(assignment, onDone) => <HomeLinkForm assignment={assignment} onDone={onDone} />}
      renderItem={(assignment) => <ListItemText primary={<span dir="auto">{inLocale(assignment.title, locale)}</span>} />}
      renderDetails={(assignment) => (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'admin.homeLink.credits' }, { minutes: assignment.minutes, courses: assignment.recorded_by_courses })}
        </Typography>
      )}
    />
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { type HomeLinkWork } from '../../../api/signedInApi';
import { useAcceptBdeHomeLinkMutation, type AdminBdeCourse } from '../../../api/officeApi';
import { useSubmit } from '../../../components/forms/useSubmit';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { inLocale } from '../../../i18n/translated';

const WORK_STATUS: Record<HomeLinkWork['status'], { labelId: MessageId; color: 'default' | 'warning' | 'success' }> = {
  to_do: { labelId: 'admin.courses.homeLink.toDo', color: 'default' },
  done: { labelId: 'admin.courses.homeLink.done', color: 'warning' },
  accepted: { labelId: 'admin.courses.homeLink.accepted', color: 'success' },
};

/**
 * A student's home-link work: each assignment of the school with where it stands; one marked done
 * (with the parent or guardian who did it with the student) is accepted here, crediting its minutes.
 * The list follows the course as it reloads after each acceptance.
 */
export function HomeLinkReviewDialog({ course, onClose }: { course: AdminBdeCourse; onClose: () => void }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const titleId = useId();
  const [accept] = useAcceptBdeHomeLinkMutation();
  const accepting = useSubmit((work: HomeLinkWork) => accept({ id: course.id, assignmentId: work.assignment_id }), {
    toastFailure: false,
    successMessage: (_, work) => intl.formatMessage({ id: 'admin.courses.homeLink.acceptedToast' }, { title: inLocale(work.title, locale) }),
  });

  return (
    <Dialog open onClose={accepting.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'admin.courses.homeLink.title' }, { name: course.student.name })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {accepting.failure && <Alert severity="error">{accepting.failure}</Alert>}
          {course.home_link.length === 0 && <Typography>{intl.formatMessage({ id: 'admin.courses.homeLink.none' })}</Typography>}
          {course.home_link.map((work) => {
            const title = inLocale(work.title, locale);
            const status = WORK_STATUS[work.status];
            return (
              <Box
                key={work.assignment_id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', borderTop: 1, borderColor: 'divider', pt: 1 }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} dir="auto">
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {work.guardian_name && work.done_at
                      ? intl.formatMessage(
                          { id: 'admin.courses.homeLink.doneWith' },
                          { minutes: work.minutes, name: <bdi key="name">{work.guardian_name}</bdi>, date: formatDate(work.done_at, locale) },
                        )
                      : intl.formatMessage({ id: 'admin.courses.homeLink.credits' }, { minutes: work.minutes })}
                  </Typography>
                </Box>
                <Chip size="small" color={status.color} label={intl.formatMessage({ id: status.labelId })} />
                {work.status === 'done' && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={accepting.isSubmitting}
                    onClick={() => void accepting.submit(work)}
                    aria-label={intl.formatMessage({ id: 'admin.courses.homeLink.acceptOf' }, { title })}
                  >
                    {intl.formatMessage({ id: 'admin.courses.homeLink.accept' })}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={accepting.isSubmitting}>
          {intl.formatMessage({ id: 'admin.courses.homeLink.close' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

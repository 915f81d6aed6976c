import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import type { AdminBdeCourse } from '../../../api/officeApi';
import { useToasts } from '../../../components/feedback/toasts';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useOperationDownload } from '../../../components/files/useOperationDownload';

/** Downloads a student's course record as a PDF, in the student's language: what the office hands an inspector. */
export function CourseFileButton({ course, label }: { course: AdminBdeCourse; label: string }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const { enqueueSnackbar } = useToasts();
  const { download, busy } = useOperationDownload();
  const get = async () => {
    const result = await download('getAdminBdeCourseFile', `/api/api/v1/admin/bde-courses/${course.id}/file`, `bde-course-${course.id}.pdf`);
    if ('error' in result) {
      enqueueSnackbar(intl.formatMessage({ id: 'admin.courses.fileFailed' }, { name: course.student.name, error: failureText(result.error) }), {
        variant: 'error',
      });
    }
  };
  const text = intl.formatMessage({ id: 'admin.courses.file' });
  return (
    <Button size="small" variant="outlined" disabled={busy} onClick={() => void get()} aria-label={label}>
      {text}
    </Button>
  );
}

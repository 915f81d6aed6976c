import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useIntl } from 'react-intl';
import { useListDriveTestCentresQuery } from '../../../api/signedInApi';
import { useDeleteRoadTestMutation, useListStudentRoadTestsQuery, useRecordStudentRoadTestMutation, type AdminBdeCourse } from '../../../api/officeApi';
import { useSubmit } from '../../../components/forms/useSubmit';
import { RoadTestForm, type RoadTestInput } from '../../../components/roadTests/RoadTestForm';
import { RoadTestList } from '../../../components/roadTests/RoadTestList';
import { RoadTestQuery } from '../../../components/roadTests/RoadTestQuery';

/**
 * A course's student's road tests, as the office keeps them: the list, newest first, a test
 * recorded for the student (a phone call, a result the student brought in) and any test removed.
 */
export function RoadTestsDialog({ course, onClose }: { course: AdminBdeCourse; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const studentId = course.student.id;
  const tests = useListStudentRoadTestsQuery({ id: studentId });
  const centres = useListDriveTestCentresQuery(undefined, { skip: !adding });
  const [record] = useRecordStudentRoadTestMutation();
  const [remove] = useDeleteRoadTestMutation();
  const saving = useSubmit((roadTestInput: RoadTestInput) => record({ id: studentId, roadTestInput }), {
    successMessage: intl.formatMessage({ id: 'roadTests.saved' }),
    toastFailure: false,
    onSuccess: () => setAdding(false),
  });
  const removing = useSubmit((id: number) => remove({ id }), { successMessage: intl.formatMessage({ id: 'roadTests.removed' }) });

  return (
    <Dialog open onClose={saving.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'roadTests.office' }, { name: course.student.name })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {adding ? (
            <RoadTestQuery query={centres}>
              {({ data }) => (
                <RoadTestForm
                  centres={data}
                  sending={saving.isSubmitting}
                  fieldErrors={saving.fieldErrors}
                  failure={saving.failure}
                  onSubmit={(input) => void saving.submit(input)}
                  onCancel={() => setAdding(false)}
                />
              )}
            </RoadTestQuery>
          ) : (
            <Box>
              <Button variant="outlined" onClick={() => setAdding(true)}>
                {intl.formatMessage({ id: 'roadTests.add' })}
              </Button>
            </Box>
          )}
          <RoadTestQuery query={tests}>
            {({ data }) => <RoadTestList tests={data} canRemove={() => true} onRemove={(test) => removing.submit(test.id)} />}
          </RoadTestQuery>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving.isSubmitting}>
          {intl.formatMessage({ id: 'roadTests.close' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

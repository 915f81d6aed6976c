import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useListDriveTestCentresQuery, useListMyRoadTestsQuery, useRecordMyRoadTestMutation, useRemoveMyRoadTestMutation } from '../../../api/signedInApi';
import { useSubmit } from '../../../components/forms/useSubmit';
import { RoadTestForm, type RoadTestInput } from '../../../components/roadTests/RoadTestForm';
import { RoadTestList } from '../../../components/roadTests/RoadTestList';
import { RoadTestQuery } from '../../../components/roadTests/RoadTestQuery';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { AccountSection } from './AccountSection';

const TOAST = { autoHideDuration: CUSTOMER_TOAST_MS };

/**
 * The student's G2 and G road tests: the list, newest first, a form to record one, and Remove on
 * those they recorded (the office's records are the office's to change).
 */
export function RoadTestsSection() {
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const tests = useListMyRoadTestsQuery();
  const centres = useListDriveTestCentresQuery(undefined, { skip: !adding });
  const [record] = useRecordMyRoadTestMutation();
  const [remove] = useRemoveMyRoadTestMutation();
  const saving = useSubmit((roadTestInput: RoadTestInput) => record({ roadTestInput }), {
    successMessage: intl.formatMessage({ id: 'roadTests.saved' }),
    toastFailure: false,
    toastOptions: TOAST,
    onSuccess: () => setAdding(false),
  });
  const removing = useSubmit((id: number) => remove({ id }), { successMessage: intl.formatMessage({ id: 'roadTests.removed' }), toastOptions: TOAST });

  return (
    <AccountSection
      id="road-tests"
      titleId="roadTests.title"
      action={
        !adding && (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            {intl.formatMessage({ id: 'roadTests.add' })}
          </Button>
        )
      }
    >
      {adding && (
        <Box sx={{ mb: 3 }}>
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
        </Box>
      )}
      <RoadTestQuery query={tests}>
        {({ data }) => <RoadTestList tests={data} canRemove={(test) => test.recorded_by === 'student'} onRemove={(test) => removing.submit(test.id)} />}
      </RoadTestQuery>
    </AccountSection>
  );
}

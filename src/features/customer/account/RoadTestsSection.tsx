import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useListDriveTestCentresQuery, useListMyRoadTestsQuery, useRecordMyRoadTestMutation, useRemoveMyRoadTestMutation } from '../../../api/signedInApi';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useSubmit } from '../../../components/forms/useSubmit';
import { RoadTestForm, type RoadTestInput } from '../../../components/roadTests/RoadTestForm';
import { RoadTestList } from '../../../components/roadTests/RoadTestList';
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
  const [removingId, setRemovingId] = useState<number>();

  const body = tests.isError ? (
    <ErrorNotice onRetry={() => void tests.refetch()}>{intl.formatMessage({ id: 'roadTests.loadFailed' })}</ErrorNotice>
  ) : !tests.data ? (
    <LoadingText>{intl.formatMessage({ id: 'roadTests.loading' })}</LoadingText>
  ) : (
    <RoadTestList
      tests={tests.data.data}
      canRemove={(test) => test.recorded_by === 'student'}
      removing={removingId}
      onRemove={(test) => {
        setRemovingId(test.id);
        void removing.submit(test.id).finally(() => setRemovingId(undefined));
      }}
    />
  );
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
          {centres.isError ? (
            <ErrorNotice onRetry={() => void centres.refetch()}>{intl.formatMessage({ id: 'roadTests.loadFailed' })}</ErrorNotice>
          ) : centres.data ? (
            <RoadTestForm
              centres={centres.data.data}
              sending={saving.isSubmitting}
              fieldErrors={saving.fieldErrors}
              failure={saving.failure}
              onSubmit={(input) => void saving.submit(input)}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <LoadingText>{intl.formatMessage({ id: 'roadTests.loading' })}</LoadingText>
          )}
        </Box>
      )}
      {body}
    </AccountSection>
  );
}

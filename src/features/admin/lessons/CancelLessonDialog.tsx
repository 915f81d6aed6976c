import { useId, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useCancelAdminLessonMutation, type AdminLesson } from '../../../api/officeApi';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { isolated, oneFinalPeriod } from '../../../i18n/text';
import { ActionDialog } from '../shared/ActionDialog';
import { ReasonField } from '../shared/ReasonField';
import { insideCutoff, lessonWhenText } from './lessonDay';
import { useLessonAction } from './useLessonAction';

const REASON_MAX = 500;

/**
 * Cancels a booked lesson. Whether its hours stay used starts as the cut-off rule says (counted
 * once past `free_cancel_until`); the office may decide otherwise, e.g. for an instructor's
 * illness or a storm.
 */
export function CancelLessonDialog({ lesson, onClose }: { lesson: AdminLesson; onClose: () => void }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const choiceLabel = useId();
  const byRule = insideCutoff(lesson);
  const [counted, setCounted] = useState(byRule);
  const [reason, setReason] = useState('');
  const [cancel] = useCancelAdminLessonMutation();
  const action = useLessonAction(cancel, {
    successMessage: intl.formatMessage({ id: counted ? 'admin.lessons.cancelledCounted' : 'admin.lessons.cancelledReturned' }, { name: lesson.student.name }),
    onSuccess: onClose,
  });

  const confirm = () => void action.submit({ id: lesson.id, adminLessonCancelInput: { counted, reason: reason.trim() } });
  const cutoff = formatDate(lesson.free_cancel_until, locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <ActionDialog
      title={intl.formatMessage({ id: 'admin.lessons.cancelTitle' }, { name: lesson.student.name })}
      problem={action.problem}
      confirmLabel={intl.formatMessage({ id: 'admin.lessons.confirmCancel' })}
      ready
      sending={action.sending}
      danger
      onConfirm={confirm}
      onClose={onClose}
    >
      <Typography>
        {oneFinalPeriod(
          intl.formatMessage({ id: 'admin.lessons.cancelWhat' }, { when: lessonWhenText(lesson, locale), instructor: isolated(lesson.instructor.name) }),
        )}
      </Typography>
      <FormControl>
        <FormLabel id={choiceLabel}>{intl.formatMessage({ id: 'admin.lessons.countedChoice' })}</FormLabel>
        <RadioGroup aria-labelledby={choiceLabel} value={String(counted)} onChange={(_, value) => setCounted(value === 'true')}>
          <FormControlLabel value="false" control={<Radio />} label={intl.formatMessage({ id: 'admin.lessons.returnHours' })} />
          <FormControlLabel value="true" control={<Radio />} label={intl.formatMessage({ id: 'admin.lessons.countHours' })} />
        </RadioGroup>
        <FormHelperText>{intl.formatMessage({ id: byRule ? 'admin.lessons.ruleCounted' : 'admin.lessons.ruleReturned' }, { cutoff })}</FormHelperText>
      </FormControl>
      <ReasonField value={reason} onChange={setReason} error={action.fieldErrors.reason} maxLength={REASON_MAX} />
    </ActionDialog>
  );
}

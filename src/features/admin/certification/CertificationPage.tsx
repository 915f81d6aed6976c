import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useListBdeCertificationQueueQuery, type AdminBdeCourse, type BdeAtRisk } from '../../../api/officeApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { inLocale } from '../../../i18n/translated';
import { courseHoursText } from '../shared/courseHours';
import { CertifyDialog } from './CertifyDialog';

/**
 * The office's certification work: the students ready to certify, oldest first, each recorded as
 * certified once reported to the Ministry; and the students at risk of not finishing, with why.
 */
export function CertificationPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const query = useListBdeCertificationQueueQuery(undefined, { refetchOnFocus: true, refetchOnMountOrArgChange: true });
  const ready = query.data?.ready ?? [];
  const atRisk = query.data?.at_risk ?? [];
  // The dialog follows the course by id: the list reloads after the certificate is recorded.
  const [certifying, setCertifying] = useState<number | null>(null);
  const inDialog = ready.find((course) => course.id === certifying);

  const who = (course: AdminBdeCourse) => (
    <>
      <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem' }} dir="auto">
        {course.student.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {inLocale(course.package.name, locale)} · <bdi>{course.student.email}</bdi>
      </Typography>
      <Typography variant="body2">{courseHoursText(intl, course)}</Typography>
    </>
  );
  const reasonText = (risk: BdeAtRisk, reason: BdeAtRisk['reasons'][number]) =>
    reason === 'deadline'
      ? intl.formatMessage({ id: 'admin.certification.risk.deadline' }, { date: formatDate(risk.course.in_car_deadline, locale) })
      : intl.formatMessage({ id: 'admin.certification.risk.idle' }, { date: formatDate(risk.last_activity_at, locale) });

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeading id="admin.certification.title" sx={{ mb: 0 }} />
      {query.isError && (
        <ErrorNotice onRetry={() => void query.refetch()}>
          {intl.formatMessage({ id: 'admin.certification.loadFailed' }, { error: failureText(query.error) })}
        </ErrorNotice>
      )}
      {query.isLoading && <LoadingText>{t('admin.certification.loading')}</LoadingText>}
      {query.data && (
        <>
          <Box component="section" aria-labelledby="certification-ready" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h2" id="certification-ready" sx={{ fontSize: '1.25rem' }}>
              {t('admin.certification.ready')}
            </Typography>
            {ready.length === 0 && <EmptyText>{t('admin.certification.readyEmpty')}</EmptyText>}
            {ready.map((course) => (
              <Paper
                key={course.id}
                variant="outlined"
                component="article"
                aria-label={course.student.name}
                sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                  {who(course)}
                  {course.ready_at && (
                    <Typography variant="body2" color="text.secondary">
                      {intl.formatMessage({ id: 'admin.certification.readySince' }, { date: formatDate(course.ready_at, locale) })}
                    </Typography>
                  )}
                </Box>
                <Button
                  variant="contained"
                  onClick={() => setCertifying(course.id)}
                  aria-label={intl.formatMessage({ id: 'admin.courses.actionOf' }, { action: t('admin.certification.certify'), name: course.student.name })}
                >
                  {t('admin.certification.certify')}
                </Button>
              </Paper>
            ))}
          </Box>
          <Box component="section" aria-labelledby="certification-risk" sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="h2" id="certification-risk" sx={{ fontSize: '1.25rem' }}>
              {t('admin.certification.atRisk')}
            </Typography>
            {atRisk.length === 0 && <EmptyText>{t('admin.certification.atRiskEmpty')}</EmptyText>}
            {atRisk.map((risk) => (
              <Paper key={risk.course.id} variant="outlined" component="article" aria-label={risk.course.student.name} sx={{ p: 2, display: 'grid', gap: 1 }}>
                <Box>{who(risk.course)}</Box>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {risk.reasons.map((reason) => (
                    <Chip key={reason} size="small" color={reason === 'deadline' ? 'error' : 'warning'} variant="outlined" label={reasonText(risk, reason)} />
                  ))}
                </Box>
              </Paper>
            ))}
          </Box>
        </>
      )}
      {inDialog && <CertifyDialog course={inDialog} onClose={() => setCertifying(null)} />}
    </Box>
  );
}

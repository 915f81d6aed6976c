import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useIntl } from 'react-intl';
import { useListAcceptedInstructorsQuery } from '../../../api';
import { StoreBadges } from '../../../components/brand/StoreBadges';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { DOCUMENT_GROUPS } from '../../../components/instructors/documentGroups';
import { PageHeading } from '../../../components/page/PageHeading';
import { StaticRegion } from '../../../components/page/StaticRegion';
import type { MessageId } from '../../../i18n/messages';
import { InstructorCard } from './InstructorCard';

const STEPS: MessageId[] = ['instructors.step1', 'instructors.step2', 'instructors.step3', 'instructors.step4'];
const PERKS: MessageId[] = ['instructors.perk1', 'instructors.perk2', 'instructors.perk3', 'instructors.perk4', 'instructors.perk5', 'instructors.perk6'];
// The same seven documents, in the same words, as the applicant uploads and the office reviews.
const DOCUMENTS = DOCUMENT_GROUPS.map((group) => group.title);

function Section({ id, titleId, children }: { id: string; titleId: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography variant="h2" id={id} sx={{ mb: 3 }}>
        {intl.formatMessage({ id: titleId })}
      </Typography>
      {children}
    </Box>
  );
}

/** Become an instructor: steps, perks, documents, and the accepted instructors. */
export function InstructorsPage() {
  const intl = useIntl();
  const failureText = useFailureText();
  const { data, error, isLoading, isError, refetch } = useListAcceptedInstructorsQuery();
  const instructors = data ?? [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.instructors.title" />
      <Typography color="text.secondary">{intl.formatMessage({ id: 'instructors.intro' })}</Typography>

      <Section id="instructors-how" titleId="instructors.how.title">
        <Paper sx={{ p: { xs: 2.5, md: 4 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <StaticRegion>
            <Box
              component="ol"
              sx={{
                m: 0,
                p: 0,
                listStyle: 'none',
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
                counterReset: 'step',
              }}
            >
              {STEPS.map((step, index) => (
                <Box component="li" key={step} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <Box
                    aria-hidden
                    sx={{
                      flex: '0 0 36px',
                      height: 36,
                      borderRadius: '50%',
                      bgcolor: 'secondary.main',
                      color: 'secondary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 700,
                    }}
                  >
                    {index + 1}
                  </Box>
                  <Typography>{intl.formatMessage({ id: step })}</Typography>
                </Box>
              ))}
            </Box>
          </StaticRegion>
          {/* The badges come with the runtime configuration, after hydration. */}
          <Box sx={{ mt: 3 }}>
            <StoreBadges />
          </Box>
        </Paper>
      </Section>

      <StaticRegion>
        <Section id="instructors-perks" titleId="instructors.perks.title">
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
          >
            {PERKS.map((perk) => (
              <Paper component="li" variant="outlined" key={perk} sx={{ p: 2.5, fontWeight: 600 }}>
                {intl.formatMessage({ id: perk })}
              </Paper>
            ))}
          </Box>
        </Section>

        <Section id="instructors-documents" titleId="instructors.docs.title">
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
            {DOCUMENTS.map((doc) => (
              <Box component="li" key={doc} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <CheckCircleIcon fontSize="small" color="success" aria-hidden sx={{ mt: '2px' }} />
                <span>{intl.formatMessage({ id: doc })}</span>
              </Box>
            ))}
          </Box>
        </Section>
      </StaticRegion>

      <Section id="instructors-grid" titleId="instructors.grid.title">
        {isError && (
          <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'instructors.loadFailed' }, { error: failureText(error) })}</ErrorNotice>
        )}
        {isLoading && <LoadingText>{intl.formatMessage({ id: 'instructors.loading' })}</LoadingText>}
        {!isLoading && !isError && instructors.length === 0 && <EmptyText>{intl.formatMessage({ id: 'instructors.empty' })}</EmptyText>}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          {instructors.map((instructor) => (
            <InstructorCard key={instructor.id} instructor={instructor} />
          ))}
        </Box>
      </Section>
    </Container>
  );
}

import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { PageHeading } from '../page/PageHeading';
import { StaticRegion } from '../page/StaticRegion';
import type { MessageId } from '../../i18n/messages';
import { SubmitButton } from './SubmitButton';
import { Notice } from '../feedback/Notice';

interface SignInCardProps {
  titleId: MessageId;
  intro?: ReactNode;
  /** The last attempt's failure, above the form. */
  failure: string | null;
  /** Below the failure (a confirmation). */
  notice?: ReactNode;
  onSubmit: () => void;
  submitting: boolean;
  submitLabel: MessageId;
  sendingLabel: MessageId;
  /** The fields. */
  children: ReactNode;
  /** In the form, after the submit button. */
  formEnd?: ReactNode;
  /** Above the card. */
  before?: ReactNode;
  /** In the card, below the form. */
  after?: ReactNode;
  /** Space above and below the card on wide screens. */
  roomy?: boolean;
}

/** The card of the sign-in screens (student login and code, admin login): title, intro, failure, a few fields and one submit. */
export function SignInCard({
  titleId,
  intro,
  failure,
  notice,
  onSubmit,
  submitting,
  submitLabel,
  sendingLabel,
  children,
  formEnd,
  before,
  after,
  roomy,
}: SignInCardProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: roomy ? 8 : 6 } }}>
      {before}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {/* Title and introduction answer nothing: a prerendered page keeps them as they came. */}
        <StaticRegion data={intro}>
          <PageHeading id={titleId} />
          {intro && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {intro}
            </Typography>
          )}
        </StaticRegion>
        {failure && <Notice tone="error">{failure}</Notice>}
        {notice}
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
          {children}
          <SubmitButton variant="contained" size="large" disabled={submitting}>
            {intl.formatMessage({ id: submitting ? sendingLabel : submitLabel })}
          </SubmitButton>
          {formEnd}
        </Box>
        {after}
      </Paper>
    </Container>
  );
}

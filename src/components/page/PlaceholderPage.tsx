import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { PageHeading } from './PageHeading';

export interface PlaceholderSection {
  /** The section's anchor id, e.g. "bde". */
  id: string;
  titleId: MessageId;
}

/** A screen still to be built: its title and, for anchored pages, one headed section per anchor. */
export function PlaceholderPage({ titleId, sections = [], children }: { titleId: MessageId; sections?: PlaceholderSection[]; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id={titleId} />
      {children}
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <Typography variant="h2" component="h2" id={`${section.id}-title`} sx={{ mt: 6, mb: 2 }}>
            {intl.formatMessage({ id: section.titleId })}
          </Typography>
          {/* Room for the section's content, so anchors land on distinct positions. */}
          <Box sx={{ minHeight: '40vh' }} />
        </section>
      ))}
    </Container>
  );
}

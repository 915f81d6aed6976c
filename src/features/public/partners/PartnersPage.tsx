import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useListPartnersQuery } from '../../../api';
import { EmptyText, LoadingText } from '../../../components/feedback/StatusMessage';
import { PageHeading } from '../../../components/page/PageHeading';
import { PartnerCard } from './PartnerCard';

/** Partners. A list that fails to load is shown as an empty one, with no error message. */
export function PartnersPage() {
  const intl = useIntl();
  const { data, isLoading } = useListPartnersQuery();
  const partners = data ?? [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.partners.title" />
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {intl.formatMessage({ id: 'partners.intro' })}
      </Typography>
      {isLoading && <LoadingText>{intl.formatMessage({ id: 'partners.loading' })}</LoadingText>}
      {!isLoading && partners.length === 0 && <EmptyText>{intl.formatMessage({ id: 'partners.empty' })}</EmptyText>}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
        {partners.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} />
        ))}
      </Box>
    </Container>
  );
}

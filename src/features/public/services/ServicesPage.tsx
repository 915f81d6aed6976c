import { useDeferredValue, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useIntl } from 'react-intl';
import { useListServicesQuery, type Service } from '../../../api';
import { ErrorNotice, EmptyText, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { PageHeading } from '../../../components/page/PageHeading';
import { StaticRegion } from '../../../components/page/StaticRegion';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { langAttributes } from '../../../i18n/translated';
import { ServiceCard } from './ServiceCard';
import { faqEntries, groupServices } from './serviceGroups';

/** Shown when the list cannot be fetched, so the page still offers the main program. */
function useDefaultService(): Service {
  const intl = useIntl();
  return {
    id: 0,
    title: intl.formatMessage({ id: 'services.default.title' }),
    description: intl.formatMessage({ id: 'services.default.description' }),
    price: '',
    original_price: null,
    features: [],
    translations: { fr: { title: '', description: '', features: [] }, ar: { title: '', description: '', features: [] } },
    icon: 'car',
    category: 'bde',
    is_active: true,
    sort_order: 0,
    created_at: '',
    updated_at: '',
  };
}

function Section({ id, titleId, children }: { id: string; titleId: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography variant="h2" id={`${id}-title`} sx={{ mb: 3 }}>
        {intl.formatMessage({ id: titleId })}
      </Typography>
      {children}
    </Box>
  );
}

function CardGrid({ services, emptyId }: { services: Service[]; emptyId: MessageId }) {
  const intl = useIntl();
  if (services.length === 0) return <EmptyText>{intl.formatMessage({ id: emptyId })}</EmptyText>;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </Box>
  );
}

/**
 * The questions and answers, each a native disclosure (`details`): the browser opens and closes
 * it, announces it and lets the keyboard work it, so the prerendered page needs no script for it.
 */
function Faq({ entries, locale }: { entries: ReturnType<typeof faqEntries>; locale: Locale }) {
  return (
    <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, boxShadow: 1 }}>
      {entries.map((entry, index) => (
        <Box
          component="details"
          key={index}
          sx={{ '& + &': { borderTop: 1, borderColor: 'divider' }, '&[open] > summary > svg': { transform: 'rotate(180deg)' } }}
        >
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              minHeight: 48,
              px: 2,
              py: 1.5,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }} {...langAttributes(entry.lang, locale)}>
              {entry.question}
            </Typography>
            <ExpandMoreIcon aria-hidden sx={{ flexShrink: 0, color: 'text.secondary', transition: 'transform 150ms' }} />
          </Box>
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }} {...langAttributes(entry.lang, locale)}>
            {entry.answer}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The services page: BDE, private lessons, road test and FAQ, with anchors. */
export function ServicesPage() {
  const intl = useIntl();
  const failureText = useFailureText();
  const fallback = useDefaultService();
  // The cards are drawn in a deferred (interruptible) render: on a slow phone the arrival of the
  // data does not block the page for the whole list at once.
  const { data, error, isLoading, isError, refetch } = useDeferredValue(useListServicesQuery({ active: 1 }));
  const services = isError ? [fallback] : (data?.data ?? []);
  const groups = groupServices(services);
  const locale = intl.locale as Locale;
  const faq = faqEntries(groups.faq, locale);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.services.title" />
      <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
        {intl.formatMessage({ id: 'services.intro' })}
      </Typography>
      {isLoading && <LoadingText>{intl.formatMessage({ id: 'services.loading' })}</LoadingText>}
      {isError && (
        <ErrorNotice onRetry={() => void refetch()}>
          {intl.formatMessage({ id: 'services.loadFailed' })}: {failureText(error)}
        </ErrorNotice>
      )}
      {!isLoading && services.length === 0 && <EmptyText>{intl.formatMessage({ id: 'services.empty.all' })}</EmptyText>}
      {!isLoading && (
        <StaticRegion data={isError ? null : data}>
          <Section id="bde" titleId="page.services.bde.title">
            <CardGrid services={groups.bde} emptyId="services.empty.plans" />
          </Section>
          <Section id="private" titleId="page.services.private.title">
            <CardGrid services={groups.private} emptyId="services.empty.private" />
          </Section>
          <Section id="roadtest" titleId="page.services.roadtest.title">
            <CardGrid services={groups.roadtest} emptyId="services.empty.roadtest" />
          </Section>
          <Section id="faq" titleId="services.faq.title">
            {faq.length === 0 ? <EmptyText>{intl.formatMessage({ id: 'services.empty.faq' })}</EmptyText> : <Faq entries={faq} locale={locale} />}
          </Section>
        </StaticRegion>
      )}
    </Container>
  );
}

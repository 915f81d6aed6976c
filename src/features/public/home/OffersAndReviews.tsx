import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useListPublicContentQuery, type ContentItem } from '../../../api';
import { paths } from '../../../config/paths';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { SafeImage } from '../../../components/media/SafeImage';
import { StaticRegion } from '../../../components/page/StaticRegion';
import { formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { inLanguage, langAttributes } from '../../../i18n/translated';
import { sampleContent } from './sampleContent';

const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

function OfferCard({ offer }: { offer: ContentItem }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { price, original_price: original } = offer.content;
  const title = inLanguage(locale, offer.translations, 'title', offer.title);
  const details = inLanguage(locale, offer.translations, 'details', offer.content.details ?? []);
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h3" component="h3" gutterBottom {...langAttributes(title.lang, locale)}>
          {title.value}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.main' }}>
          {formatMoney(price, locale)}{' '}
          {original && (
            <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
              {intl.formatMessage({ id: 'home.offers.was' }, { price: formatMoney(original, locale) })}
            </Typography>
          )}
        </Typography>
        {details.value.length > 0 && (
          // paddingInlineStart: the bullets sit on the list's own start edge, whichever its direction.
          <Box component="ul" sx={{ paddingInlineStart: 2.5, mb: 0 }} {...langAttributes(details.lang, locale)}>
            {details.value.map((detail, index) => (
              <li key={index}>{detail}</li>
            ))}
          </Box>
        )}
      </CardContent>
      <Box sx={{ p: 2, pt: 0 }}>
        <Button component={RouterLink} to={paths.payment.getHref(`offer=${offer.id}`)} variant="contained" color="secondary" fullWidth>
          {intl.formatMessage({ id: 'home.hero.enroll' })}
        </Button>
      </Box>
    </Card>
  );
}

/** A review as its author wrote it, in their language and its direction, whatever the page's. */
function ReviewCard({ review }: { review: ContentItem }) {
  const locale = useIntl().locale as Locale;
  const { text, author, date, image, lang = 'en' } = review.content;
  return (
    <Card component="figure" variant="outlined" sx={{ m: 0, height: '100%' }}>
      {/* Text, author and date as written: the whole quote in the review's language and direction. */}
      <CardContent {...langAttributes(lang, locale)}>
        <FormatQuoteIcon color="secondary" aria-hidden />
        <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
          {text}
        </Typography>
        <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {image && <SafeImage src={image} alt="" width={40} height={40} style={{ borderRadius: '50%', objectFit: 'cover', flex: '0 0 auto' }} />}
          <div>
            <Typography sx={{ fontWeight: 700 }}>{author}</Typography>
            {date && (
              <Typography variant="body2" color="text.secondary">
                {date}
              </Typography>
            )}
          </div>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Offers and reviews from the public content call; the built-in ones when it fails. */
export function OffersAndReviews() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useListPublicContentQuery({});
  const items = isError ? sampleContent(intl) : (data?.data ?? []);
  const offers = items.filter((item) => item.type === 'offer');
  const reviews = items.filter((item) => item.type === 'review');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      {isLoading && <LoadingText>{intl.formatMessage({ id: 'home.content.loading' })}</LoadingText>}
      {isError && <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'home.content.loadFailed' })}</ErrorNotice>}
      {!isLoading && (
        <StaticRegion data={isError ? null : data}>
          <Box component="section" aria-labelledby="home-offers">
            <Typography variant="h2" id="home-offers" sx={{ mb: 3 }}>
              {intl.formatMessage({ id: 'home.offers.title' })}
            </Typography>
            {offers.length === 0 ? (
              <EmptyText>{intl.formatMessage({ id: 'home.offers.empty' })}</EmptyText>
            ) : (
              <Box sx={grid}>
                {offers.map((offer) => (
                  <OfferCard key={offer.id} offer={offer} />
                ))}
              </Box>
            )}
          </Box>
          <Box component="section" aria-labelledby="home-reviews" sx={{ mt: { xs: 5, md: 8 } }}>
            <Typography variant="h2" id="home-reviews" sx={{ mb: 3 }}>
              {intl.formatMessage({ id: 'home.reviews.title' })}
            </Typography>
            {reviews.length === 0 ? (
              <EmptyText>{intl.formatMessage({ id: 'home.reviews.empty' })}</EmptyText>
            ) : (
              <Box sx={grid}>
                {reviews.map((review) => (
                  <ReviewCard key={review.id} review={review} />
                ))}
              </Box>
            )}
          </Box>
        </StaticRegion>
      )}
    </Container>
  );
}

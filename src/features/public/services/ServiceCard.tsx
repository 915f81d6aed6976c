import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import type { Service } from '../../../api';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { inLanguage, langAttributes } from '../../../i18n/translated';

/** A service as a plan card: price (the regular price struck through), included features, enrol link. */
export function ServiceCard({ service, headingLevel = 'h3' }: { service: Service; headingLevel?: 'h3' | 'h4' }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const title = inLanguage(locale, service.translations, 'title', service.title);
  const description = inLanguage(locale, service.translations, 'description', service.description);
  const features = inLanguage(locale, service.translations, 'features', service.features);
  const featureList = features.value.map((f) => f.trim()).filter(Boolean);
  const original = service.original_price && service.original_price !== service.price ? formatMoney(service.original_price, locale) : '';
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h3" component={headingLevel} gutterBottom {...langAttributes(title.lang, locale)}>
          {title.value}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.main' }}>
            {formatMoney(service.price, locale)}
          </Typography>
          {original && (
            <Typography component="p" color="text.secondary">
              <s aria-label={intl.formatMessage({ id: 'services.originalPrice' }, { price: original })}>{original}</s>
            </Typography>
          )}
        </Box>
        {description.value && (
          <Typography color="text.secondary" sx={{ mb: 2 }} {...langAttributes(description.lang, locale)}>
            {description.value}
          </Typography>
        )}
        {featureList.length > 0 && (
          <>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {intl.formatMessage({ id: 'services.included' })}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.75 }} {...langAttributes(features.lang, locale)}>
              {featureList.map((feature, index) => (
                <Box component="li" key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <CheckCircleIcon fontSize="small" color="success" aria-hidden sx={{ mt: '2px' }} />
                  <span>{feature}</span>
                </Box>
              ))}
            </Box>
          </>
        )}
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          component={RouterLink}
          to={paths.payment.getHref(`service=${service.id}`)}
          variant="contained"
          color="secondary"
          fullWidth
          aria-label={intl.formatMessage({ id: 'services.enrollIn' }, { service: title.value })}
        >
          {intl.formatMessage({ id: 'services.enroll' })}
        </Button>
      </CardActions>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { PublicPackage } from '../../../api/signedInApi';
import { NativeRadio } from '../../../components/forms/NativeRadio';
import { formatCents } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { inLocale } from '../../../i18n/translated';

/** The element id of a package's card, to bring it into view. */
export const packageCardId = (id: number) => `package-card-${id}`;

/** A package as a radio choice: the whole card is the label. */
export function PackageOption({ pkg, checked, onChoose }: { pkg: PublicPackage; checked: boolean; onChoose: () => void }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const id = `package-${pkg.id}`;
  const description = inLocale(pkg.description, locale);
  return (
    <Card id={packageCardId(pkg.id)} variant="outlined" sx={{ borderColor: checked ? 'primary.main' : undefined, borderWidth: checked ? 2 : 1 }}>
      <CardContent component="label" htmlFor={id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', cursor: 'pointer' }}>
        <NativeRadio id={id} name="package" value={String(pkg.id)} checked={checked} onChange={onChoose} style={{ marginTop: 4 }} />
        <Box sx={{ flexGrow: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h3" component="span" sx={{ fontSize: '1.2rem' }} dir="auto">
              {inLocale(pkg.name, locale)}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.main' }}>
              {formatCents(pkg.price_cents, locale)}
              {pkg.hst_applies && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  {intl.formatMessage({ id: 'checkout.plusHst' })}
                </Typography>
              )}
            </Typography>
          </Box>
          {description && (
            <Typography color="text.secondary" sx={{ my: 1 }} dir="auto">
              {description}
            </Typography>
          )}
          <Typography variant="body2">
            {intl.formatMessage({ id: 'payment.inCar' }, { hours: pkg.in_car_hours })} ·{' '}
            {intl.formatMessage({ id: 'payment.course' }, { hours: pkg.course_hours })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

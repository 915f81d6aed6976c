import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Package } from '../../../api';
import { NativeRadio } from '../../../components/forms/NativeRadio';
import { formatDate, formatMoney } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';

/** French names when the reader chose French, else English (Arabic included). */
const packageName = (pkg: Package, locale: Locale) => (locale === 'fr' ? pkg.fr_name : pkg.en_name);

/** A package as a radio choice: the whole card is the label. */
export function PackageOption({ pkg, checked, onChoose }: { pkg: Package; checked: boolean; onChoose: () => void }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const id = `package-${pkg.id}`;
  const day = (value: string) => formatDate(value, locale, { weekday: 'short', month: 'short', day: 'numeric' });
  return (
    <Card variant="outlined" sx={{ borderColor: checked ? 'primary.main' : undefined, borderWidth: checked ? 2 : 1 }}>
      <CardContent component="label" htmlFor={id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', cursor: 'pointer' }}>
        <NativeRadio id={id} name="package" value={String(pkg.id)} checked={checked} onChange={onChoose} style={{ marginTop: 4 }} />
        <Box sx={{ flexGrow: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h3" component="span" sx={{ fontSize: '1.2rem' }} dir="auto">
              {packageName(pkg, locale)}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.main' }}>
              {formatMoney(pkg.price, locale)}
            </Typography>
          </Box>
          <Typography color="text.secondary" sx={{ my: 1 }} dir="auto">
            {locale === 'fr' ? pkg.fr_description : pkg.en_description}
          </Typography>
          <Typography variant="body2">
            {intl.formatMessage({ id: 'payment.inCar' }, { hours: pkg.behind_the_wheel_hour_count })} ·{' '}
            {intl.formatMessage({ id: 'payment.course' }, { hours: pkg.course_hour_count })}
          </Typography>
          {pkg.datesData.length > 0 && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {intl.formatMessage({ id: 'payment.dates' })}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {pkg.datesData.map((date) => (
                  <Typography component="li" variant="body2" key={date.id}>
                    {intl.formatMessage(
                      { id: date.secondDate ? 'payment.dateRange' : 'payment.dateSingle' },
                      {
                        first: day(date.firstDate),
                        second: date.secondDate ? day(date.secondDate) : '',
                        from: date.fromTime.slice(0, 5),
                        to: date.toTime.slice(0, 5),
                      },
                    )}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

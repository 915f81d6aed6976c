import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import type { LicenceAlert } from '../../../api/officeApi';
import { adminLinks } from '../screens';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { LicenceChip } from '../shared/LicenceChip';

/** Approved instructors whose licence has expired or expires within 30 days, soonest first, each linking to their application. */
export function LicenceAlertsCard({ alerts }: { alerts: LicenceAlert[] }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dashboard-licences" sx={{ p: 2.5 }}>
      <Typography variant="h2" id="dashboard-licences" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {intl.formatMessage({ id: 'admin.dashboard.licences' })}
      </Typography>
      {alerts.length === 0 ? (
        <Typography color="text.secondary">{intl.formatMessage({ id: 'admin.dashboard.noLicences' })}</Typography>
      ) : (
        <List disablePadding>
          {alerts.map((alert) => (
            <ListItem key={alert.id} divider secondaryAction={<LicenceChip state={alert.licence_state} />} sx={{ pr: 16 }}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={adminLinks.instructor.getHref(alert.id)} dir="auto">
                    {alert.name}
                  </Link>
                }
                secondary={
                  alert.licence_expires_on
                    ? intl.formatMessage({ id: 'admin.dashboard.licenceExpires' }, { date: formatDate(alert.licence_expires_on, locale) })
                    : intl.formatMessage({ id: 'admin.instructors.licence.missing' })
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

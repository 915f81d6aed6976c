import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import { useIntl } from 'react-intl';
import { RouterLink } from '../navigation/RouterLink';
import type { MessageId } from '../../i18n/messages';
import { Logo } from '../brand/Logo';
import { AnchorLink } from '../navigation/AnchorLink';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { SERVICE_ITEMS, FOOTER_COMPANY, FOOTER_NAVIGATION, type NavItem } from './navItems';
import { SOCIAL_LINKS } from './social';
import { LINK_COLOR, linkSx } from './footerStyles';

function FooterColumn({ titleId, children }: { titleId: MessageId; children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5, color: 'common.white' }}>
        {intl.formatMessage({ id: titleId })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function FooterLink({ item, label }: { item: NavItem; label: string }) {
  return (
    <li>
      {item.anchor ? (
        <Link component={AnchorLink} to={item.to} sx={linkSx}>
          {label}
        </Link>
      ) : (
        <Link component={RouterLink} to={item.to} sx={linkSx}>
          {label}
        </Link>
      )}
    </li>
  );
}

/** The footer's columns: the blurb and social links, navigation, services, company, contact details. */
export function FooterColumns() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const phone = t('footer.contact.phone');
  const email = t('footer.contact.email');
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: { xs: 4, md: 5 } }}>
        <Box sx={{ gridColumn: { xs: 'span 12', md: 'span 4' } }}>
          <Logo tone="dark" />
          <Typography variant="body2" sx={{ mt: 2, maxWidth: 360, lineHeight: 1.7 }}>
            {t('footer.blurb')}
          </Typography>
          <Box component="ul" aria-label={t('footer.social.label')} sx={{ listStyle: 'none', display: 'flex', gap: 1, m: 0, mt: 2, p: 0 }}>
            {SOCIAL_LINKS.map(({ href, labelId, Icon }) => (
              <li key={href}>
                <IconButton
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(labelId)}
                  sx={{ color: LINK_COLOR, border: 1, borderColor: 'rgba(255,255,255,0.3)', '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' } }}
                >
                  <Icon />
                </IconButton>
              </li>
            ))}
          </Box>
        </Box>

        <Box sx={{ gridColumn: { xs: 'span 6', sm: 'span 4', md: 'span 2' } }}>
          <FooterColumn titleId="footer.navigation.title">
            {FOOTER_NAVIGATION.map((item) => (
              <FooterLink key={item.to} item={item} label={t(item.labelId)} />
            ))}
          </FooterColumn>
        </Box>

        <Box sx={{ gridColumn: { xs: 'span 6', sm: 'span 4', md: 'span 2' } }}>
          <FooterColumn titleId="footer.services.title">
            {SERVICE_ITEMS.map((item) => (
              <FooterLink key={item.to} item={{ to: item.to, labelId: item.labelId, anchor: true }} label={t(item.labelId)} />
            ))}
          </FooterColumn>
        </Box>

        <Box sx={{ gridColumn: { xs: 'span 6', sm: 'span 4', md: 'span 2' } }}>
          <FooterColumn titleId="footer.company.title">
            {FOOTER_COMPANY.map((item) => (
              <FooterLink key={item.to} item={item} label={t(item.labelId)} />
            ))}
          </FooterColumn>
        </Box>

        <Box sx={{ gridColumn: { xs: 'span 12', sm: 'span 6', md: 'span 2' } }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5, color: 'common.white' }}>
            {t('footer.contact.title')}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.25, fontSize: '0.875rem' }}>
            <ContactLine icon={<PlaceIcon fontSize="small" />} label={t('footer.contact.addressLabel')}>
              {t('footer.contact.address')}
            </ContactLine>
            <ContactLine icon={<PhoneIcon fontSize="small" />} label={t('footer.contact.phoneLabel')}>
              {/* A phone number reads left to right in every language. */}
              <Link href={`tel:${phone.replace(/[^+\d]/g, '')}`} sx={linkSx} dir="ltr">
                {phone}
              </Link>
            </ContactLine>
            <ContactLine icon={<EmailIcon fontSize="small" />} label={t('footer.contact.emailLabel')}>
              <Link href={`mailto:${email}`} sx={{ ...linkSx, wordBreak: 'break-all' }} dir="ltr">
                {email}
              </Link>
            </ContactLine>
          </Box>
        </Box>
      </Box>
      <Divider sx={{ my: 4, borderColor: 'rgba(255,255,255,0.2)' }} />
    </>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex', mt: 0.25, flexShrink: 0 }}>
        {icon}
      </Box>
      <span>
        <Box component="span" sx={visuallyHidden}>
          {label}{' '}
        </Box>
        {children}
      </span>
    </Box>
  );
}

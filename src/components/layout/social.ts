import type SvgIcon from '@mui/material/SvgIcon';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import type { MessageId } from '../../i18n/messages';

/** The school's four social profiles. Replace the handles with the real ones. */
export const SOCIAL_LINKS: readonly { href: string; labelId: MessageId; Icon: typeof SvgIcon }[] = [
  { href: 'https://www.facebook.com/driveontario', labelId: 'footer.social.facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/driveontario', labelId: 'footer.social.instagram', Icon: InstagramIcon },
  { href: 'https://x.com/driveontario', labelId: 'footer.social.x', Icon: XIcon },
  { href: 'https://www.linkedin.com/company/driveontario', labelId: 'footer.social.linkedin', Icon: LinkedInIcon },
];

import type { IntlShape } from 'react-intl';
import type { Inquiry } from '../../api';

/**
 * Where an inquiry came from, as the dashboard, the inquiries list, its details and the export
 * all name it: the title of the service it was sent about, or the contact form, which sends none.
 */
export const inquiryOrigin = (inquiry: Pick<Inquiry, 'service'>, intl: IntlShape): string =>
  inquiry.service?.title ?? intl.formatMessage({ id: 'admin.inquiries.contactForm' });

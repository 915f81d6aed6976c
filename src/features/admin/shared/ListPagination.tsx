import Pagination, { type PaginationProps } from '@mui/material/Pagination';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

const BUTTON_LABELS: Partial<Record<string, MessageId>> = {
  first: 'admin.pagination.first',
  last: 'admin.pagination.last',
  next: 'admin.pagination.next',
  previous: 'admin.pagination.previous',
};

/**
 * An admin list's pages, every button named in the reader's language (MUI's own texts are
 * English; the theme carries none of its translations, which every page would have loaded).
 */
export function ListPagination(props: Omit<PaginationProps, 'getItemAriaLabel'> & { 'aria-label': string }) {
  const intl = useIntl();
  return (
    <Pagination
      {...props}
      getItemAriaLabel={(type, page, selected) => {
        if (type === 'page') return intl.formatMessage({ id: selected ? 'admin.pagination.current' : 'admin.pagination.page' }, { page });
        const id = BUTTON_LABELS[type];
        return id ? intl.formatMessage({ id }) : '';
      }}
    />
  );
}

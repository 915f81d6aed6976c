import { useContext, useEffect } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { DocumentHeadContext } from './documentHead';

/** Sets the tab's title to "<page> | Drive Ontario" in the reader's language. */
export function useDocumentTitle(id: MessageId) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'common.documentTitle' }, { page: intl.formatMessage({ id }) });
  const reportHead = useContext(DocumentHeadContext);
  reportHead?.({ title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The page's one <h1>, which also titles the browser tab. */
export function PageHeading({ id, ...props }: { id: MessageId } & Omit<TypographyProps<'h1'>, 'id' | 'children'>) {
  const intl = useIntl();
  useDocumentTitle(id);
  return (
    <Typography variant="h1" component="h1" gutterBottom {...props}>
      {intl.formatMessage({ id })}
    </Typography>
  );
}

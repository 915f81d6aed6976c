import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIntl } from 'react-intl';
import { PageHeading } from '../../../components/page/PageHeading';
import { useUrlFilters } from '../shared/urlFilters';
import { ConversationList } from './ConversationList';
import { TextLog } from './TextLog';

/**
 * The office's texts: a conversation per student who texted the school (latest first, what waits
 * for an answer), and the log of every text both ways. The tab is kept in the URL (`?view=log`),
 * so a reload or a link keeps it.
 */
export function TextsPage() {
  const intl = useIntl();
  const { params, change } = useUrlFilters();
  const view = params.get('view') === 'log' ? 'log' : 'conversations';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <PageHeading id="admin.texts.title" sx={{ mb: 0 }} />
      <Tabs
        value={view}
        onChange={(_, next: string) => change({ view: next === 'log' ? 'log' : null, status: null, page: null })}
        aria-label={intl.formatMessage({ id: 'admin.texts.views' })}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="conversations" label={intl.formatMessage({ id: 'admin.texts.conversations' })} id="texts-tab-conversations" aria-controls="texts-panel" />
        <Tab value="log" label={intl.formatMessage({ id: 'admin.texts.log' })} id="texts-tab-log" aria-controls="texts-panel" />
      </Tabs>
      <Box role="tabpanel" id="texts-panel" aria-labelledby={`texts-tab-${view}`} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        {view === 'log' ? <TextLog /> : <ConversationList />}
      </Box>
    </Box>
  );
}

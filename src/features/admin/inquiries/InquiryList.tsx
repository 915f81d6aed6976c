import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useIntl } from 'react-intl';
import type { Inquiry } from '../../../api';
import { INQUIRY_STATUS } from '../../../components/inquiries/inquiryStatus';
import { formatDate } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import type { Locale } from '../../../i18n/locale';
import { inquiryOrigin } from '../../../components/inquiries/inquiryOrigin';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';

interface InquiryListProps {
  rows: Inquiry[];
  /** A table on wide screens; one card per inquiry on a phone, where five columns cannot fit. */
  layout: 'table' | 'cards';
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onView: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
}

/** One page of inquiries with a checkbox per row for the bulk actions, and view / delete per row. */
export function InquiryList({ rows, layout, selected, onSelect, onView, onDelete }: InquiryListProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const chosen = rows.filter((inquiry) => selected.has(inquiry.id)).length;

  const selectAll = (
    <Checkbox
      checked={chosen > 0 && chosen === rows.length}
      indeterminate={chosen > 0 && chosen < rows.length}
      onChange={(event) =>
        onSelect(
          rows.map((inquiry) => inquiry.id),
          event.target.checked,
        )
      }
      slotProps={{ input: { 'aria-label': t('admin.inquiries.selectPage') } }}
    />
  );
  const selectOne = (inquiry: Inquiry) => (
    <Checkbox
      checked={selected.has(inquiry.id)}
      onChange={(event) => onSelect([inquiry.id], event.target.checked)}
      slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'admin.inquiries.selectOf' }, { name: inquiry.name }) } }}
    />
  );
  const contact = (inquiry: Inquiry) => (
    <>
      <Typography sx={{ fontWeight: 600 }} dir="auto">
        {inquiry.name}
      </Typography>
      {/* Each on its own line and isolated, so an email and a phone number never interleave in Arabic. */}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{inquiry.email}</bdi>
      </Typography>
      {inquiry.phone && (
        <Typography variant="body2" color="text.secondary">
          <PhoneNumber value={inquiry.phone} />
        </Typography>
      )}
    </>
  );
  const origin = (inquiry: Inquiry) => inquiryOrigin(inquiry, intl);
  const date = (inquiry: Inquiry) => formatDate(inquiry.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const status = (inquiry: Inquiry) => <Chip size="small" color={INQUIRY_STATUS[inquiry.status].color} label={t(INQUIRY_STATUS[inquiry.status].labelId)} />;
  const actions = (inquiry: Inquiry) => (
    <>
      <IconButton aria-label={intl.formatMessage({ id: 'admin.inquiries.viewOf' }, { name: inquiry.name })} onClick={() => onView(inquiry)}>
        <VisibilityIcon />
      </IconButton>
      <IconButton aria-label={intl.formatMessage({ id: 'admin.inquiries.deleteOf' }, { name: inquiry.name })} onClick={() => onDelete(inquiry)} color="error">
        <DeleteIcon />
      </IconButton>
    </>
  );

  if (layout === 'cards') {
    return (
      <Box component="section" aria-label={t('admin.inquiries.title')} sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {selectAll}
          <Typography variant="body2">{t('admin.inquiries.selectPage')}</Typography>
        </Box>
        {rows.map((inquiry) => (
          <Paper
            key={inquiry.id}
            variant="outlined"
            component="article"
            aria-label={inquiry.name}
            sx={{ p: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
          >
            <Box sx={{ mt: -0.5 }}>{selectOne(inquiry)}</Box>
            <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
              {contact(inquiry)}
              <Typography variant="body2" dir="auto">
                {origin(inquiry)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {date(inquiry)}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                {status(inquiry)}
                <Box>{actions(inquiry)}</Box>
              </Box>
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('admin.inquiries.title')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{selectAll}</TableCell>
            <TableCell scope="col">{t('admin.inquiries.contact')}</TableCell>
            <TableCell scope="col">{t('admin.inquiries.source')}</TableCell>
            <TableCell scope="col">{t('admin.inquiries.date')}</TableCell>
            <TableCell scope="col">{t('admin.inquiries.status')}</TableCell>
            <TableCell scope="col" align="right">
              {t('admin.inquiries.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((inquiry) => (
            <TableRow key={inquiry.id} hover selected={selected.has(inquiry.id)}>
              <TableCell padding="checkbox">{selectOne(inquiry)}</TableCell>
              <TableCell component="th" scope="row">
                {contact(inquiry)}
              </TableCell>
              <TableCell dir="auto">{origin(inquiry)}</TableCell>
              <TableCell>{date(inquiry)}</TableCell>
              <TableCell>{status(inquiry)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {actions(inquiry)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

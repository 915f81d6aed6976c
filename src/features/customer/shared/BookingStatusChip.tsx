import Chip, { type ChipProps } from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { BookingStatus } from '../../../api/signedInApi';
import { STATUS_LABEL } from './bookingTexts';

const COLOR: Record<BookingStatus, ChipProps['color']> = {
  held: 'warning',
  expired: 'default',
  confirmed_unpaid: 'info',
  paid: 'success',
  cancelled: 'default',
  refunded: 'default',
};

/** A booking's status as a chip in the reader's language. */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const intl = useIntl();
  return <Chip size="small" color={COLOR[status]} label={intl.formatMessage({ id: STATUS_LABEL[status] })} />;
}

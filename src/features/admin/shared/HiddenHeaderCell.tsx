import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import { visuallyHidden } from '../../../components/a11y/visuallyHidden';

/**
 * A column header read by screen readers only (a column of buttons). Positioned, so that the hidden
 * name stays inside the table's scrolling box on a phone.
 */
export function HiddenHeaderCell({ children, ...cell }: TableCellProps & { children: ReactNode }) {
  return (
    <TableCell {...cell} sx={{ position: 'relative' }}>
      <Box component="span" sx={visuallyHidden}>
        {children}
      </Box>
    </TableCell>
  );
}

import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useIntl } from 'react-intl';
import type { InsightFigure, InsightPeriodRange } from '../../../api/officeApi';
import { downloadCsv } from '../shared/csv';
import { figureRows, useFigureText } from './figureText';

/**
 * The figure's numbers as a table, behind a "Show table" button, with their CSV. Hidden at first:
 * a weekly figure per instructor runs to hundreds of rows, and twelve such tables open would bury
 * the charts; the button sits right under its chart, names its figure and says whether it is open.
 */
export function FigureTable({ figure, period }: { figure: InsightFigure; period: InsightPeriodRange }) {
  const intl = useIntl();
  const text = useFigureText();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const title = text.title(figure.id);
  const rows = figureRows(figure);
  const columns = text.columns(figure);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={tableId}
          aria-label={intl.formatMessage({ id: open ? 'admin.insight.hideTableOf' : 'admin.insight.showTableOf' }, { title })}
          startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setOpen(!open)}
        >
          {intl.formatMessage({ id: open ? 'admin.insight.hideTable' : 'admin.insight.showTable' })}
        </Button>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          aria-label={intl.formatMessage({ id: 'admin.insight.csvOf' }, { title })}
          onClick={() => downloadCsv(rows, columns.csv, `insight-${figure.id.replaceAll('.', '-')}-${period.from}-${period.to}`)}
        >
          {intl.formatMessage({ id: 'admin.insight.csv' })}
        </Button>
      </Box>
      <TableContainer id={tableId} hidden={!open} sx={{ maxHeight: 420 }}>
        {open && (
          <Table size="small" stickyHeader>
            <caption>{intl.formatMessage({ id: 'admin.insight.tableOf' }, { title })}</caption>
            <TableHead>
              <TableRow>
                {columns.table.map((column, index) => (
                  <TableCell key={index} scope="col">
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.series ?? ''}|${row.point.key}`}>
                  {columns.table.map((column, index) => {
                    const Cell = index === 0 ? 'th' : 'td';
                    return (
                      <TableCell key={index} component={Cell} scope={index === 0 ? 'row' : undefined}>
                        <bdi>{column.cell(row)}</bdi>
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </TableContainer>
    </Box>
  );
}

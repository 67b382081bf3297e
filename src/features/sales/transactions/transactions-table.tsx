import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { SaleTransaction } from '@/domain/sales';
import { transactionLabels } from '../components/transaction-labels';
import { TransactionActions, type TransactionHandlers } from './transaction-actions';

/** The transactions as a table (tablet and desktop width). */
export function TransactionsTable({
  items,
  timeZone,
  caption,
  ...handlers
}: TransactionHandlers & { items: SaleTransaction[]; timeZone: string; caption: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <TableContainer>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          <Typography variant="body2" color="text.secondary" component="span">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('sales.list.when')}</TableCell>
            <TableCell scope="col">{t('sales.list.service')}</TableCell>
            <TableCell scope="col">{t('sales.list.customer')}</TableCell>
            <TableCell scope="col">{t('sales.list.method')}</TableCell>
            <TableCell scope="col">{t('sales.list.source')}</TableCell>
            <TableCell scope="col" align="right">
              {t('sales.list.total')}
            </TableCell>
            <TableCell scope="col" align="right">
              {t('sales.list.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((sale) => {
            const label = transactionLabels(intl, sale, timeZone);
            return (
              <TableRow key={sale.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{label.when}</TableCell>
                <TableCell component="th" scope="row">
                  {label.title}
                  {label.tags.map((tag) => (
                    <Chip key={tag} label={tag} size="small" variant="outlined" sx={{ ml: 0.5 }} />
                  ))}
                </TableCell>
                <TableCell>{label.customer}</TableCell>
                <TableCell>{label.method}</TableCell>
                <TableCell>{label.source}</TableCell>
                <TableCell
                  align="right"
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    fontWeight: 600,
                    textDecoration: sale.status === 'reversed' ? 'line-through' : undefined,
                  }}
                >
                  {label.total}
                </TableCell>
                <TableCell align="right">
                  <TransactionActions sale={sale} title={label.title} {...handlers} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

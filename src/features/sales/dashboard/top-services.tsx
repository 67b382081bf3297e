import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { TopService } from '@/domain/sales-dashboard';
import { OverviewPanel } from '@/features/shop-operations';
import { formatCount, formatEuro } from '../sales-format';

/** The period's 5 best-selling services (spec 03 §2: name, count, revenue), by revenue. */
export function TopServices({ services }: { services: TopService[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <OverviewPanel headingId="sales-top-services" title={t('sales.top.title')}>
      {services.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {t('sales.top.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="sales-top-services">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('sales.top.service')}</TableCell>
              <TableCell scope="col" align="right">
                {t('sales.top.count')}
              </TableCell>
              <TableCell scope="col" align="right">
                {t('sales.top.revenue')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {services.map((service) => (
              <TableRow key={service.serviceId ?? service.name}>
                <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word' }}>
                  {service.name}
                </TableCell>
                <TableCell align="right">{formatCount(intl, service.count)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatEuro(intl, service.revenue)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </OverviewPanel>
  );
}

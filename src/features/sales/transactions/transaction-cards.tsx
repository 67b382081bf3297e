import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { SaleTransaction } from '@/domain/sales';
import { TransactionTags, TransactionTotal } from '../components/transaction-parts';
import { transactionLabels } from '../components/transaction-labels';
import { TransactionActions, type TransactionHandlers } from './transaction-actions';

/** The transactions as cards (phone width), one per transaction, in a labelled list. */
export function TransactionCards({
  items,
  timeZone,
  caption,
  ...handlers
}: TransactionHandlers & { items: SaleTransaction[]; timeZone: string; caption: string }) {
  const intl = useIntl();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" id="sales-cards-caption" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <Stack
        component="ul"
        spacing={1}
        aria-labelledby="sales-cards-caption"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {items.map((sale) => {
          const label = transactionLabels(intl, sale, timeZone);
          return (
            <Paper component="li" key={sale.id} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-word' }}>
                    {label.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {label.when}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {[label.customer, label.method, label.source].join(' · ')}
                  </Typography>
                  <TransactionTags tags={label.tags} />
                </Box>
                <TransactionTotal sale={sale} total={label.total} fontWeight={700} />
              </Box>
              <TransactionActions sale={sale} title={label.title} {...handlers} />
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}

import Chip from '@mui/material/Chip';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { SaleTransaction } from '@/domain/sales';

/** A transaction's tags (fee, refund, edited …) as small outlined chips under its lines. */
export function TransactionTags({ tags }: { tags: readonly string[] }) {
  return tags.map((tag) => (
    <Chip key={tag} label={tag} size="small" variant="outlined" sx={{ mr: 0.5, mt: 0.5 }} />
  ));
}

/** A transaction's total in tabular digits, struck through once the transaction is reversed. */
export function TransactionTotal({
  sale,
  total,
  variant,
  fontWeight = 600,
}: {
  sale: Pick<SaleTransaction, 'status'>;
  total: string;
  variant?: TypographyProps['variant'];
  fontWeight?: number;
}) {
  return (
    <Typography
      variant={variant}
      sx={{
        fontWeight,
        fontVariantNumeric: 'tabular-nums',
        textDecoration: sale.status === 'reversed' ? 'line-through' : undefined,
      }}
    >
      {total}
    </Typography>
  );
}

import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import type { SaleTransaction } from '@/domain/sales';
import { isEditable } from '../components/transaction-labels';

export interface TransactionHandlers {
  onEdit: (sale: SaleTransaction) => void;
  onDelete: (sale: SaleTransaction) => void;
}

/** Edit and delete, named after the transaction; a reversed one or a reversal has neither. */
export function TransactionActions({
  sale,
  title,
  onEdit,
  onDelete,
}: TransactionHandlers & { sale: SaleTransaction; title: string }) {
  const intl = useIntl();
  if (!isEditable(sale)) return null;
  const edit = intl.formatMessage({ id: 'sales.list.edit' }, { service: title });
  const remove = intl.formatMessage({ id: 'sales.list.delete' }, { service: title });
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={edit}>
        <IconButton size="small" aria-label={edit} onClick={() => onEdit(sale)}>
          <EditRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton size="small" aria-label={remove} onClick={() => onDelete(sale)} color="error">
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

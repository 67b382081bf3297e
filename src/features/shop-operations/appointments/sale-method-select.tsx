import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { SALE_LABEL_IDS, type SalePaymentMethod } from '@/domain/sales';

export interface SaleMethodSelectProps extends Omit<
  TextFieldProps,
  'select' | 'children' | 'value' | 'onChange'
> {
  value: SalePaymentMethod | '';
  onChange: (method: SalePaymentMethod) => void;
  /** every method, with whether the shop takes it (useSaleMethods); absent while loading: none selectable */
  methods: readonly { method: SalePaymentMethod; enabled: boolean }[] | undefined;
}

/**
 * How a sale was paid: the six methods of spec 03 §3, the ones the shop does not take shown but not selectable
 * (said in words, not only greyed).
 */
export function SaleMethodSelect({ value, onChange, methods, ...field }: SaleMethodSelectProps) {
  const intl = useIntl();
  return (
    <TextField
      {...field}
      select
      value={value}
      onChange={(event) => onChange(event.target.value as SalePaymentMethod)}
    >
      {(methods ?? []).map(({ method, enabled }) => (
        <MenuItem key={method} value={method} disabled={!enabled}>
          {enabled
            ? intl.formatMessage({ id: SALE_LABEL_IDS.paymentMethod(method) })
            : intl.formatMessage(
                { id: 'sales.paymentMethod.notTaken' },
                { method: intl.formatMessage({ id: SALE_LABEL_IDS.paymentMethod(method) }) },
              )}
        </MenuItem>
      ))}
    </TextField>
  );
}

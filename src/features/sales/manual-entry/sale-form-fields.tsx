import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatEuro } from '@design-system/components';
import {
  SALE_CATEGORIES,
  SALE_LABEL_IDS,
  SALES_LIMITS,
  centsToEuro,
  liveTotalCents,
  type SalePaymentMethod,
} from '@/domain/sales';
import { SaleMethodSelect } from '@/features/shop-operations';
import type { SaleFormValues } from './sale-form-values';
import { CustomerSuggestField, type CustomerField } from './customer-suggest-field';

type Field = keyof SaleFormValues;

export interface SaleFormFieldsProps {
  formik: FormikProps<SaleFormValues>;
  shopId: string;
  /** every method with whether the shop takes it; undefined while loading */
  methods: readonly { method: SalePaymentMethod; enabled: boolean }[] | undefined;
  disabled: boolean;
  /** a booking's sale: its service and category are the booking's */
  fromBooking?: boolean;
  /** ids stay unique when the form shows twice (the page and an edit dialog) */
  idPrefix: string;
}

const CUSTOMER_FIELDS: Record<
  CustomerField,
  { name: 'customerName' | 'customerEmail' | 'customerPhone'; max: number; type: string }
> = {
  name: { name: 'customerName', max: SALES_LIMITS.customerNameMax, type: 'text' },
  email: { name: 'customerEmail', max: SALES_LIMITS.customerEmailMax, type: 'email' },
  phone: { name: 'customerPhone', max: SALES_LIMITS.customerPhoneMax, type: 'tel' },
};

/**
 * The manual sale's fields (spec 03 §2), in two columns from tablet width and one on a phone: the service and
 * its category, the money (amount, tip, discount, tax: euro, step 0.01, minimum 0) with the live total, how it
 * was paid, who bought (suggesting the shop's customers), when, and notes. Errors show once a field was left
 * (or the form sent), in the reader's language.
 */
export function SaleFormFields({
  formik,
  shopId,
  methods,
  disabled,
  fromBooking = false,
  idPrefix,
}: SaleFormFieldsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorOf = (name: Field) => {
    const error = formik.errors[name];
    const shown = (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string';
    return shown ? t(error) : undefined;
  };
  const bind = (name: Field, hint?: string) => ({
    name,
    id: `${idPrefix}-${name}`,
    value: formik.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      formik.handleChange(event);
      if (formik.errors[name]) formik.setFieldError(name, undefined);
    },
    onBlur: formik.handleBlur,
    disabled,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name) ?? hint,
    label: t(`sales.form.${name}`),
    fullWidth: true,
  });
  const money = (name: 'amount' | 'tip' | 'discount' | 'tax') => ({
    ...bind(name),
    type: 'number',
    required: name === 'amount',
    slotProps: {
      htmlInput: { min: 0, step: 0.01, max: SALES_LIMITS.amountMax, inputMode: 'decimal' as const },
    },
  });
  const total = centsToEuro(liveTotalCents(formik.values));
  const fromBookingHint = fromBooking ? t('sales.form.fromBooking') : undefined;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <TextField
        {...bind('serviceName', fromBookingHint)}
        required
        disabled={disabled || fromBooking}
        slotProps={{ htmlInput: { maxLength: SALES_LIMITS.serviceNameMax } }}
      />
      <TextField
        {...bind('category', fromBookingHint)}
        select
        required
        disabled={disabled || fromBooking}
      >
        {SALE_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {t(SALE_LABEL_IDS.category(category))}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...money('amount')} />
      <SaleMethodSelect
        {...bind('paymentMethod')}
        value={formik.values.paymentMethod}
        required
        methods={methods}
        disabled={disabled || !methods}
        onChange={(method) => {
          void formik.setFieldValue('paymentMethod', method);
          formik.setFieldError('paymentMethod', undefined);
        }}
      />
      <TextField {...money('tip')} />
      <TextField {...money('discount')} />
      <TextField {...money('tax')} />
      <Box
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          py: 1.5,
          borderRadius: 2,
          border: `${theme.accessibility.highContrast ? 2 : 1}px solid ${(theme.vars ?? theme).palette.divider}`,
        })}
      >
        <Typography component="label" htmlFor={`${idPrefix}-total`} sx={{ fontWeight: 600 }}>
          {t('sales.form.total')}
        </Typography>
        <Typography
          component="output"
          id={`${idPrefix}-total`}
          aria-live="polite"
          variant="h6"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="sale-total"
        >
          {formatEuro(intl, total)}
        </Typography>
      </Box>
      {(Object.keys(CUSTOMER_FIELDS) as CustomerField[]).map((field) => {
        const { name, max, type } = CUSTOMER_FIELDS[field];
        const {
          value: _value,
          onChange: _onChange,
          ...textField
        } = bind(name, field === 'name' ? t('sales.form.customerHint') : undefined);
        return (
          <CustomerSuggestField
            key={field}
            shopId={shopId}
            field={field}
            value={formik.values[name]}
            maxLength={max}
            onChange={(text) => {
              void formik.setFieldValue(name, text);
              if (formik.errors[name]) formik.setFieldError(name, undefined);
            }}
            onPick={(customer) =>
              void formik.setValues({
                ...formik.values,
                customerName: customer.name,
                customerEmail: customer.email,
                customerPhone: customer.phone,
              })
            }
            textField={{ ...textField, type }}
          />
        );
      })}
      <TextField
        {...bind('transactionDate', t('sales.form.transactionDateHint'))}
        type="datetime-local"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...bind('notes')}
        multiline
        minRows={2}
        sx={{ gridColumn: { sm: '1 / -1' } }}
        slotProps={{ htmlInput: { maxLength: SALES_LIMITS.notesMax } }}
      />
    </Box>
  );
}

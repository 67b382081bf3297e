import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { ValidationError } from 'yup';
import { formatEuro } from '@design-system/components';
import {
  centsToEuro,
  liveTotalCents,
  SALES_MESSAGES,
  type SalePaymentMethod,
} from '@/domain/sales';
import { bookingPaymentSchema, type BookingPaymentInput } from '@/domain/sales-schema';
import { SaleMethodSelect } from './sale-method-select';
import { useSaleMethods } from './use-sale-methods';

/** What the owner types when completing: the method, and tip and discount as typed (euro text). */
export interface PaymentDraft {
  method: SalePaymentMethod | '';
  tip: string;
  discount: string;
}

export const EMPTY_PAYMENT: PaymentDraft = { method: '', tip: '', discount: '' };

type PaymentField = keyof PaymentDraft;

/**
 * The draft as the complete action's `payment` (src/domain/sales-schema.ts bookingPaymentSchema), or the
 * message id of each field at fault. The discount may not take the total below zero (the server's rule,
 * bookingPaymentOf).
 */
export function paymentOf(
  draft: PaymentDraft,
  price: number,
):
  | { payment: NonNullable<BookingPaymentInput> }
  | { errors: Partial<Record<PaymentField, string>> } {
  const raw = { method: draft.method || undefined, tip: draft.tip, discount: draft.discount };
  try {
    const payment = bookingPaymentSchema.validateSync(raw, {
      abortEarly: false,
      stripUnknown: true,
    });
    if (liveTotalCents({ amount: price, tip: draft.tip, discount: draft.discount }) < 0)
      return { errors: { discount: SALES_MESSAGES.discountTooHigh } };
    return { payment: payment ?? {} };
  } catch (failure) {
    if (!(failure instanceof ValidationError)) throw failure;
    const errors: Partial<Record<PaymentField, string>> = {};
    for (const inner of failure.inner)
      if (inner.path) errors[inner.path as PaymentField] ??= inner.message;
    return { errors };
  }
}

/**
 * The payment part of the complete action (issue 16: a completed appointment becomes a sale): how it was paid
 * (only the methods the shop takes; the first of them by default), the tip and the discount, and the total the
 * sale records (price + tip − discount).
 */
export function CompletePaymentFields({
  shopId,
  price,
  value,
  onChange,
  errors,
  disabled,
}: {
  shopId: string;
  /** the booking's price in euro */
  price: number;
  value: PaymentDraft;
  onChange: (next: PaymentDraft) => void;
  /** field → message id */
  errors: Partial<Record<PaymentField, string>>;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const methods = useSaleMethods(shopId);
  const t = (id: string) => intl.formatMessage({ id });
  const firstTaken = methods.data?.methods.find((m) => m.enabled)?.method ?? '';
  const amount = (field: 'tip' | 'discount') => ({
    label: t(`shopOps.appointments.payment.${field}`),
    value: value[field],
    disabled,
    type: 'number',
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [field]: event.target.value }),
    error: Boolean(errors[field]),
    helperText: errors[field] ? t(errors[field]) : undefined,
    slotProps: { htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' as const } },
    fullWidth: true,
  });
  const total = centsToEuro(
    liveTotalCents({ amount: price, tip: value.tip, discount: value.discount }),
  );
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('shopOps.appointments.payment.title')}
      </Typography>
      <SaleMethodSelect
        label={t('shopOps.appointments.payment.method')}
        value={value.method || firstTaken}
        methods={methods.data?.methods}
        onChange={(method) => onChange({ ...value, method })}
        disabled={disabled || !methods.data}
        error={Boolean(errors.method) || methods.isError}
        helperText={
          errors.method
            ? t(errors.method)
            : methods.isError
              ? t('shopOps.appointments.payment.methodsFailed')
              : undefined
        }
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...amount('tip')} />
        <TextField {...amount('discount')} />
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {intl.formatMessage(
          { id: 'shopOps.appointments.payment.total' },
          { total: formatEuro(intl, total) },
        )}
      </Typography>
    </Stack>
  );
}

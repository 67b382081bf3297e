import type { IntlShape } from 'react-intl';

/** "1.2 km" in the reader's locale; one decimal (spec 02 §2.2 popups and cards). */
export function formatKm(intl: Pick<IntlShape, 'formatNumber'>, km: number): string {
  return intl.formatNumber(km, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

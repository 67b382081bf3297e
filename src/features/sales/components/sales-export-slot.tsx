import { SalesExportButton } from '../export/sales-export-button';
import type { SalesRangeParams } from '../sales-range';

export interface SalesExportSlotProps {
  shopId: string;
  /** the period shown, which the report covers */
  range: SalesRangeParams;
}

/**
 * Where the report export (GET /api/sales/export: its button, dialog and progress; src/features/sales/export/)
 * sits on the dashboard and in the finance tab.
 */
export function SalesExportSlot({ shopId, range }: SalesExportSlotProps) {
  return <SalesExportButton shopId={shopId} range={range} />;
}

import { lazy, Suspense, useState } from 'react';
import type { FiltersPanelProps } from '@design-system/components';

const Panel = lazy(() =>
  import('@design-system/components/FiltersPanel/FiltersPanel').then((m) => ({
    default: m.FiltersPanel,
  })),
);

/**
 * The advanced filters, their code (sheet, switches, toggle groups, sliders) loaded when they are first shown
 * rather than with the search page, whose first paint shows them closed. Once shown they stay mounted, so the
 * sheet's closing transition still plays.
 */
export function FiltersPanel(props: FiltersPanelProps) {
  const [shown, setShown] = useState(false);
  if (props.open && !shown) setShown(true);
  if (!shown && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

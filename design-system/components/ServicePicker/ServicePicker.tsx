import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { CURRENCY } from '@/domain/constants';
import type { ServiceImage } from '@/domain/service-images';
import type { ServicePickerLabels } from './labels';
import { ServiceThumb } from './ServiceThumb';

/** A shop's service as the picker shows it (price in euro, duration in minutes). */
export interface PickableService {
  id: string;
  name: string;
  description: string;
  duration: number;
  price: number;
  category: string;
  bookable: boolean;
  /** the owner's picture of it; absent or null when none */
  image?: ServiceImage | null;
}

export interface ServicePickerProps {
  services: PickableService[];
  selectedIds: string[];
  /** 'single': the caller replaces the choice and passes the spec's message as `notice` */
  mode: 'multiple' | 'single';
  /** choosing a chosen service turns it off (spec 02 §4 "Service selection") */
  onToggle(id: string): void;
  notice?: string | null;
  /** level of the title (default 2) */
  headingLevel?: 2 | 3 | 4;
  labels: ServicePickerLabels;
  /** shown next to each service, outside its checkbox label (the customer's favourite heart) */
  serviceAction?: (service: PickableService) => ReactNode;
}

/** Service selection on the booking page: checkbox cards with name, description, duration, price and picture. */
export function ServicePicker({
  services,
  selectedIds,
  mode,
  onToggle,
  notice = null,
  headingLevel = 2,
  labels,
  serviceAction,
}: ServicePickerProps) {
  const intl = useIntl();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const euro = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    });
  const selected = new Set(selectedIds);

  return (
    <Box role="group" aria-labelledby={titleId} data-mode={mode} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component={`h${headingLevel}`} variant="h6">
          {labels.title}
        </Typography>
        {selected.size > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {labels.selectedCount(selected.size)}
          </Typography>
        ) : null}
      </Box>
      {notice ? (
        <Alert severity="info" role="status">
          {notice}
        </Alert>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {services.map((service) => {
          const checked = selected.has(service.id);
          const nameId = `${baseId}-${service.id}-name`;
          const metaId = `${baseId}-${service.id}-meta`;
          return (
            <Box
              component="li"
              key={service.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Box
                component="label"
                data-selected={checked || undefined}
                sx={(t) => {
                  const palette = (t.vars ?? t).palette;
                  return {
                    flex: 1,
                    minWidth: 0,
                    display: 'flex',
                    alignItems: 'flex-start',
                    gap: 1,
                    p: 1.5,
                    pl: 0.5,
                    borderRadius: 1,
                    border: `${checked ? 2 : 1}px solid ${checked ? palette.primary.main : palette.divider}`,
                    bgcolor: checked ? palette.surface.brandSoft : 'transparent',
                    cursor: service.bookable ? 'pointer' : 'default',
                    '&:focus-within': {
                      outline: `${palette.focus.width} solid ${palette.focus.ring}`,
                      outlineOffset: palette.focus.offset,
                    },
                  };
                }}
              >
                <Checkbox
                  checked={checked}
                  disabled={!service.bookable}
                  onChange={() => {
                    if (service.bookable) onToggle(service.id);
                  }}
                  sx={{ mt: -0.5 }}
                  slotProps={{
                    input: { 'aria-labelledby': nameId, 'aria-describedby': metaId },
                  }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    id={nameId}
                    variant="subtitle1"
                    component="span"
                    sx={{
                      display: 'block',
                      fontWeight: 600,
                      color: checked ? 'surface.brandSoftText' : undefined,
                    }}
                  >
                    {service.name}
                  </Typography>
                  {service.description ? (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      component="span"
                      sx={{ display: 'block' }}
                    >
                      {service.description}
                    </Typography>
                  ) : null}
                  <Typography
                    id={metaId}
                    variant="body2"
                    component="span"
                    sx={{ display: 'block', mt: 0.5 }}
                  >
                    {[
                      labels.duration(service.duration),
                      euro(service.price),
                      service.bookable ? null : labels.notBookable,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                {service.image ? <ServiceThumb image={service.image} /> : null}
              </Box>
              {serviceAction?.(service)}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

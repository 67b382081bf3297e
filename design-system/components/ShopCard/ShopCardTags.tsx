import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import AccessibleRounded from '@mui/icons-material/AccessibleRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DirectionsWalkRounded from '@mui/icons-material/DirectionsWalkRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import LocalParkingRounded from '@mui/icons-material/LocalParkingRounded';
import WifiRounded from '@mui/icons-material/WifiRounded';
import type { ServiceSummary, ShopFeature } from '@/domain/shop';

const FEATURE_ICONS: Record<ShopFeature, ReactNode> = {
  onlineBooking: <EventAvailableRounded />,
  instantBooking: <BoltRounded />,
  wheelchairAccessible: <AccessibleRounded />,
  parking: <LocalParkingRounded />,
  wifi: <WifiRounded />,
  creditCards: <CreditCardRounded />,
  walkInsWelcome: <DirectionsWalkRounded />,
};

/** A wrapping row of list items without bullets: the card's service chips and feature tags. */
function InlineList({
  testId,
  gap,
  children,
}: {
  testId: string;
  gap: { columnGap: number; rowGap: number; mt?: number };
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      data-testid={testId}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', ...gap }}
    >
      {children}
    </Box>
  );
}

/** The first services as chips, then "+N more" (spec 01 "Shop card"). */
export function ServiceTags({
  services,
  moreLabel,
}: {
  services: Pick<ServiceSummary, 'id' | 'name'>[];
  moreLabel: string | null;
}) {
  if (services.length === 0) return null;
  return (
    <InlineList testId="shop-services" gap={{ columnGap: 0.75, rowGap: 0.75, mt: 0.5 }}>
      {services.map((s) => (
        <Box
          component="li"
          key={s.id}
          sx={(t) => {
            const p = (t.vars ?? t).palette;
            return {
              fontSize: '0.8125rem',
              px: 1.25,
              py: 0.25,
              borderRadius: 999,
              bgcolor: p.surface.muted,
              color: p.text.primary,
              border: `${t.accessibility.highContrast ? 2 : 1}px solid ${p.border.subtle}`,
            };
          }}
        >
          {s.name}
        </Box>
      ))}
      {moreLabel ? (
        <Box
          component="li"
          sx={{ fontSize: '0.8125rem', px: 0.5, py: 0.25, fontWeight: 600, color: 'primary.main' }}
        >
          {moreLabel}
        </Box>
      ) : null}
    </InlineList>
  );
}

/** Up to three feature tags with their icons. */
export function FeatureTags({
  features,
  labels,
}: {
  features: ShopFeature[];
  labels: Record<ShopFeature, string>;
}) {
  if (features.length === 0) return null;
  return (
    <InlineList testId="shop-features" gap={{ columnGap: 1.5, rowGap: 0.5 }}>
      {features.map((f) => (
        <Box
          component="li"
          key={f}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontSize: '0.75rem',
            color: 'text.secondary',
            '& svg': { fontSize: 16, color: 'primary.main' },
          }}
        >
          <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
            {FEATURE_ICONS[f]}
          </Box>
          {labels[f]}
        </Box>
      ))}
    </InlineList>
  );
}

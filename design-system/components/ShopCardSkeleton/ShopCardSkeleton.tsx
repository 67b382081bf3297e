import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

export interface ShopCardSkeletonProps {
  /** Screen-reader text, e.g. "Loading shops". Pass it on the first skeleton of a group only. */
  label?: string;
}

/** Placeholder with the ShopCard's shape (image, badges, title, lines, buttons). */
export function ShopCardSkeleton({ label }: ShopCardSkeletonProps) {
  return (
    <Card
      aria-busy="true"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="shop-card-skeleton"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Skeleton
        variant="rectangular"
        sx={{ aspectRatio: '16 / 10', height: 'auto', width: '100%' }}
      />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '0.75rem' }} />
        <Skeleton variant="text" width="75%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="60%" />
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          <Skeleton variant="rounded" width={72} height={24} sx={{ borderRadius: 999 }} />
          <Skeleton variant="rounded" width={88} height={24} sx={{ borderRadius: 999 }} />
          <Skeleton variant="rounded" width={56} height={24} sx={{ borderRadius: 999 }} />
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Skeleton variant="rounded" height={40} sx={{ flex: 1, borderRadius: 999 }} />
          <Skeleton variant="rounded" height={40} sx={{ flex: 1, borderRadius: 999 }} />
        </Box>
      </Box>
    </Card>
  );
}

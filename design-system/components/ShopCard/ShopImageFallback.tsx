import Box from '@mui/material/Box';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';

/** The card's picture when the shop has no photo: the hero gradient, a storefront and the name's initial. */
export function ShopImageFallback({ name }: { name: string }) {
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <Box
      data-testid="shop-image-fallback"
      aria-hidden="true"
      sx={(t) => {
        const h = (t.vars ?? t).palette.hero;
        return {
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          background: `linear-gradient(135deg, ${h.start} 0%, ${h.middle} 55%, ${h.end} 100%)`,
          color: h.ink,
        };
      }}
    >
      <Box sx={{ position: 'relative', display: 'grid', placeItems: 'center' }}>
        <StorefrontRounded sx={{ fontSize: 56, opacity: 0.9 }} />
        <Box
          component="span"
          sx={{
            mt: 0.5,
            fontFamily: (t) => t.typography.h1.fontFamily,
            fontSize: '1.5rem',
            fontWeight: 600,
          }}
        >
          {initial}
        </Box>
      </Box>
    </Box>
  );
}

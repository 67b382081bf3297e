import Box from '@mui/material/Box';

/**
 * A shop's logo beside its name (details modal, booking page). Decorative: the name next to it says whose it is,
 * so it has no text of its own. Square with rounded corners on a paper ground, so a logo with transparency
 * reads in every theme.
 */
export function ShopLogo({ src, size }: { src: string; size: number }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      data-testid="shop-logo"
      loading="lazy"
      width={size}
      height={size}
      sx={(t) => ({
        flex: 'none',
        width: size,
        height: size,
        objectFit: 'cover',
        borderRadius: 1.5,
        border: `1px solid ${(t.vars ?? t).palette.divider}`,
        bgcolor: (t.vars ?? t).palette.background.paper,
      })}
    />
  );
}

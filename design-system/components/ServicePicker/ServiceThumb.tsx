import Box from '@mui/material/Box';
import type { ServiceImage } from '@/domain/service-images';

/** The size of a service's picture on its card, in CSS pixels (the stored thumbnail is 192 px square). */
const SIZE = 72;

/**
 * A service's picture on the customers' service cards (details modal, booking page). Decorative: the service's
 * name beside it says what it is. The square thumbnail, with the larger size for very dense screens.
 */
export function ServiceThumb({ image }: { image: ServiceImage }) {
  return (
    <Box
      component="img"
      src={image.thumb}
      srcSet={`${image.thumb} 192w, ${image.card} 800w`}
      sizes={`${SIZE}px`}
      alt=""
      loading="lazy"
      width={SIZE}
      height={SIZE}
      data-testid="service-thumb"
      sx={{
        flex: 'none',
        width: SIZE,
        height: SIZE,
        objectFit: 'cover',
        borderRadius: 1,
        display: 'block',
      }}
    />
  );
}

import Box from '@mui/material/Box';
import { DETAILS_PHOTOS_SHOWN } from '@/domain/search';

export interface PhotoGalleryProps {
  photos: string[];
  name: string;
  label: string;
  photoAlt: (name: string, index: number) => string;
  morePhotos: (count: number) => string;
}

/** The first DETAILS_PHOTOS_SHOWN photos; the last tile says how many more there are (spec 02 §2.3). */
export function PhotoGallery({ photos, name, label, photoAlt, morePhotos }: PhotoGalleryProps) {
  const list = photos.filter(Boolean);
  if (list.length === 0) return null;
  const shown = list.slice(0, DETAILS_PHOTOS_SHOWN);
  const more = list.length - shown.length;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
      }}
    >
      {shown.map((src, i) => {
        const last = i === shown.length - 1 && more > 0;
        return (
          <Box
            component="li"
            key={`${src}-${i}`}
            sx={{ position: 'relative', aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={src}
              alt={photoAlt(name, i + 1)}
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            {last ? (
              <Box
                data-testid="more-photos"
                sx={(t) => ({
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  fontSize: '1.25rem',
                  bgcolor: (t.vars ?? t).palette.surface.scrim,
                  color: (t.vars ?? t).palette.surface.onScrim,
                })}
              >
                {morePhotos(more)}
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}

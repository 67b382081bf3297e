import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface FavoritesSectionProps<T> {
  title: string;
  items: readonly T[];
  /** how many before "show more" (6 shops, 8 services) */
  shown: number;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** grid columns from the small breakpoint up */
  columns: 1 | 2;
  testId: string;
}

/** One kind of favourite (shops or services): its count, the first few, and "show more" for the rest. */
export function FavoritesSection<T>({
  title,
  items,
  shown,
  keyOf,
  render,
  columns,
  testId,
}: FavoritesSectionProps<T>) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  const visible = all ? items : items.slice(0, shown);
  const hidden = items.length - visible.length;
  return (
    <Stack component="section" spacing={1.5} data-testid={testId}>
      <Typography component="h2" variant="h6">
        {intl.formatMessage({ id: 'favorites.tab.sectionCount' }, { title, count: items.length })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' },
        }}
      >
        {visible.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </Box>
      {items.length > shown ? (
        <Box>
          <Button onClick={() => setAll(!all)} aria-expanded={all}>
            {intl.formatMessage(
              { id: all ? 'favorites.tab.showLess' : 'favorites.tab.showMore' },
              { count: hidden },
            )}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

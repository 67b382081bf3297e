import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SWIPE_THRESHOLD_PX } from '../demo-constants';

const CARDS = ['hair', 'nails', 'spa', 'barber', 'skin'] as const;

/** Swipe left or right past 80 px to change card; buttons and arrow keys do the same. */
export function SwipeCards() {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [dx, setDx] = useState(0);
  const startX = useRef<number | null>(null);
  const go = (delta: number) => setIndex((i) => (i + delta + CARDS.length) % CARDS.length);

  const onTouchStart = (e: TouchEvent) => {
    startX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (startX.current !== null) setDx((e.touches[0]?.clientX ?? startX.current) - startX.current);
  };
  const onTouchEnd = () => {
    if (dx <= -SWIPE_THRESHOLD_PX) go(1);
    else if (dx >= SWIPE_THRESHOLD_PX) go(-1);
    startX.current = null;
    setDx(0);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    if (e.key === 'ArrowLeft') go(-1);
  };

  const card = CARDS[index]!;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton
        onClick={() => go(-1)}
        aria-label={intl.formatMessage({ id: 'demo.swipe.previous' })}
      >
        <ChevronLeft />
      </IconButton>
      <Paper
        variant="outlined"
        tabIndex={0}
        role="group"
        aria-roledescription={intl.formatMessage({ id: 'demo.swipe.roledescription' })}
        aria-label={intl.formatMessage(
          { id: 'demo.swipe.position' },
          { n: index + 1, total: CARDS.length },
        )}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        sx={{
          flex: 1,
          p: 3,
          minHeight: 140,
          touchAction: 'pan-y',
          transform: `translateX(${dx}px)`,
          transition: dx === 0 ? 'transform 200ms' : 'none',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Typography variant="h6" component="h3">
          <FormattedMessage id={`demo.swipe.card.${card}.title`} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id={`demo.swipe.card.${card}.body`} />
        </Typography>
        <Box aria-live="polite" sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage
              id="demo.swipe.position"
              values={{ n: index + 1, total: CARDS.length }}
            />
          </Typography>
        </Box>
      </Paper>
      <IconButton onClick={() => go(1)} aria-label={intl.formatMessage({ id: 'demo.swipe.next' })}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}

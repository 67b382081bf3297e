import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useRef, useState, type TouchEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { BOTTOM_SHEET_CLOSE_DRAG_PX } from '../demo-constants';

/** A bottom sheet that closes when dragged down more than 100 px, with Escape, or with its button. */
export function BottomSheetDemo() {
  const [open, setOpen] = useState(false);
  const [drag, setDrag] = useState(0);
  const startY = useRef<number | null>(null);

  const onTouchStart = (e: TouchEvent) => {
    startY.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (startY.current !== null)
      setDrag(Math.max(0, (e.touches[0]?.clientY ?? startY.current) - startY.current));
  };
  const onTouchEnd = () => {
    if (drag > BOTTOM_SHEET_CLOSE_DRAG_PX) setOpen(false);
    startY.current = null;
    setDrag(0);
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <FormattedMessage id="demo.sheet.open" />
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': 'demo-sheet-title',
            sx: {
              borderTopLeftRadius: 16,
              borderTopRightRadius: 16,
              transform: drag ? `translateY(${drag}px) !important` : undefined,
            },
          },
        }}
      >
        <Box sx={{ p: 3, pb: 4, maxWidth: 640, mx: 'auto', width: '100%' }}>
          <Box
            onTouchStart={onTouchStart}
            onTouchMove={onTouchMove}
            onTouchEnd={onTouchEnd}
            sx={{
              py: 1.5,
              mb: 1,
              display: 'flex',
              justifyContent: 'center',
              touchAction: 'none',
              cursor: 'grab',
            }}
            aria-hidden
          >
            <Box sx={{ width: 40, height: 5, borderRadius: 3, bgcolor: 'text.disabled' }} />
          </Box>
          <Typography id="demo-sheet-title" variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="demo.sheet.heading" />
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage
              id="demo.sheet.body"
              values={{ threshold: BOTTOM_SHEET_CLOSE_DRAG_PX }}
            />
          </Typography>
          <Button variant="contained" onClick={() => setOpen(false)}>
            <FormattedMessage id="demo.sheet.close" />
          </Button>
        </Box>
      </Drawer>
    </>
  );
}

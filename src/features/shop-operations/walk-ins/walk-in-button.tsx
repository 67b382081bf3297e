import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { WalkInDialog } from './walk-in-dialog';

/** "Add booking": opens the walk-in dialog for this shop (for the overview and the bookings list). */
export function WalkInButton({ shopId }: { shopId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddRounded />} onClick={() => setOpen(true)}>
        <FormattedMessage id="shopOps.walkIns.add" />
      </Button>
      <WalkInDialog shopId={shopId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

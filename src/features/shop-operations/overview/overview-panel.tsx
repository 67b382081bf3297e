import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the overview (a list, the performance section), its controls beside the title. */
export function OverviewPanel({
  title,
  headingId,
  actions,
  children,
}: {
  title: string;
  headingId?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          mb: 1,
        }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

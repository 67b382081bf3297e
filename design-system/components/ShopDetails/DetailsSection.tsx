import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled part of the details modal (spec 02 §2.3). */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="h6">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One term and its value of a details list (`<dl>`). */
export function DetailsRow({ term, value }: { term: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '8rem 1fr', gap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';

/** The profile card while GET /api/users/profile is on its way. */
export function ProfileSkeleton() {
  const intl = useIntl();
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'profile.loading' })}
      sx={{ p: 3 }}
    >
      <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" width={140} height={36} />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Skeleton variant="circular" width={80} height={80} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="60%" />
        </Box>
      </Stack>
      <Stack spacing={2}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    </Paper>
  );
}

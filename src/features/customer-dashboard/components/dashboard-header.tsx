import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { initialsOf } from '@design-system/components/UserMenu/UserMenu';
import { PATHS } from '@/domain/links';
import { greetingPeriod } from '../greeting';

export interface DashboardHeaderProps {
  /** the customer's name (the profile's, else the session's) */
  name: string;
  avatarUrl: string | null;
  /** the moment the greeting is for (its hour, in the browser's time zone) */
  now: Date;
  onRefresh(): void;
  refreshing: boolean;
}

/**
 * The dashboard's heading (spec 02 §2.5): avatar, a greeting by the time of day with the first name, the
 * refresh and the way to the profile's settings. Above every tab, so each has the page's one h1.
 */
export function DashboardHeader({
  name,
  avatarUrl,
  now,
  onRefresh,
  refreshing,
}: DashboardHeaderProps) {
  const period = greetingPeriod(now.getHours());
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      {/* decorative: the greeting names the customer */}
      <Avatar
        src={avatarUrl ?? undefined}
        alt=""
        aria-hidden="true"
        sx={{
          width: 64,
          height: 64,
          fontSize: '1.5rem',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {initialsOf(name || '?')}
      </Avatar>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}
        >
          <FormattedMessage
            id={`customerDashboard.greeting.${period}`}
            values={{ name: firstName }}
          />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="customerDashboard.intro" />
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<RefreshRounded />}
          // not disabled while it runs: the focus stays on the button; a second press waits for the first
          onClick={refreshing ? undefined : onRefresh}
          aria-busy={refreshing || undefined}
        >
          <FormattedMessage
            id={refreshing ? 'customerDashboard.refreshing' : 'customerDashboard.refresh'}
          />
        </Button>
        <Button
          variant="outlined"
          startIcon={<SettingsRounded />}
          component={RouterLink}
          to={PATHS.profile}
        >
          <FormattedMessage id="customerDashboard.settings" />
        </Button>
      </Stack>
    </Stack>
  );
}

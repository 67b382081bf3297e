import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { CalendarStaff } from '@/domain/shop-calendar';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-view';

const ALL = '__all__';

export interface CalendarToolbarProps {
  view: CalendarView;
  date: string;
  title: string;
  staff: CalendarStaff[];
  /** null: everyone */
  staffFilter: string | null;
  /** at phone width the day view shows one person at a time: no "everyone" */
  onePersonAtATime: boolean;
  onView: (view: CalendarView) => void;
  onDate: (date: string) => void;
  onToday: () => void;
  onStep: (direction: 1 | -1) => void;
  onStaff: (staffId: string | null) => void;
}

/** Today, previous/next, a date, the view and whose columns to show; wraps at phone width. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const showStaff = props.view !== 'month' && props.staff.length > 1;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button variant="outlined" onClick={props.onToday}>
        {t('shopOps.calendar.today')}
      </Button>
      <IconButton
        aria-label={t(`shopOps.calendar.previous.${props.view}`)}
        onClick={() => props.onStep(-1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label={t(`shopOps.calendar.next.${props.view}`)}
        onClick={() => props.onStep(1)}
      >
        <ChevronRightIcon />
      </IconButton>
      <Typography
        component="h2"
        variant="h6"
        sx={{ flex: '1 1 12rem', minWidth: 0 }}
        aria-live="polite"
      >
        {props.title}
      </Typography>
      <TextField
        type="date"
        size="small"
        label={t('shopOps.calendar.goToDate')}
        value={props.date}
        onChange={(event) => {
          if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) props.onDate(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.view}
        aria-label={t('shopOps.calendar.viewLabel')}
        onChange={(_, value: CalendarView | null) => value && props.onView(value)}
      >
        {CALENDAR_VIEWS.map((view) => (
          <ToggleButton key={view} value={view}>
            {t(`shopOps.calendar.view.${view}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {showStaff && (
        <TextField
          select
          size="small"
          label={t('shopOps.calendar.staffFilter')}
          value={props.staffFilter ?? ALL}
          onChange={(event) =>
            props.onStaff(event.target.value === ALL ? null : event.target.value)
          }
          sx={{ minWidth: 160 }}
        >
          {!props.onePersonAtATime && (
            <MenuItem value={ALL}>{t('shopOps.calendar.everyone')}</MenuItem>
          )}
          {props.staff.map((person) => (
            <MenuItem key={person.id} value={person.id}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

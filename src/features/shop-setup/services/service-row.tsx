import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useIntl, type IntlShape } from 'react-intl';
import { localized } from '@/domain/localized-text';
import type { Locale } from '@/domain/constants';
import { durationMinutesOf, type ManagedService } from '@/domain/shop-services';

/** 45 → "45 min", 60 → "1 h", 90 → "1 h 30 min" (the booking cards' wording). */
export function durationLabel(intl: IntlShape, service: Pick<ManagedService, 'duration'>): string {
  const total = durationMinutesOf(service.duration);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return intl.formatMessage({ id: 'bookingUi.card.durationMinutes' }, { minutes });
  if (minutes === 0) return intl.formatMessage({ id: 'bookingUi.card.durationHours' }, { hours });
  return intl.formatMessage({ id: 'bookingUi.card.durationHoursMinutes' }, { hours, minutes });
}

/** The service's name in the interface language, else the other one. */
export const serviceNameIn = (intl: IntlShape, service: Pick<ManagedService, 'name'>): string =>
  localized(service.name, (intl.locale.startsWith('it') ? 'it' : 'en') as Locale);

/** The id of a row's move button, so the focus can follow the row it moved. */
export const moveButtonId = (serviceId: string, direction: -1 | 1) =>
  `service-move-${direction < 0 ? 'up' : 'down'}-${serviceId}`;

export interface ServiceRowProps {
  service: ManagedService;
  first: boolean;
  last: boolean;
  onToggle: (enabled: boolean) => void;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One service of the owner's list: what customers see of it, the enabled switch, order and edit actions. */
export function ServiceRow({
  service,
  first,
  last,
  onToggle,
  onMove,
  onEdit,
  onDelete,
}: ServiceRowProps) {
  const intl = useIntl();
  const name = serviceNameIn(intl, service);
  const t = (id: string) => intl.formatMessage({ id }, { name });
  const price = intl.formatNumber(service.price, { style: 'currency', currency: 'EUR' });
  return (
    <ListItem
      divider
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', px: { xs: 1, sm: 2 } }}
      data-testid={`service-row-${service.id}`}
    >
      {service.image && (
        <Box
          component="img"
          src={service.image.thumb}
          alt=""
          sx={{ width: 48, height: 48, borderRadius: 1, objectFit: 'cover', flex: 'none' }}
        />
      )}
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          color={service.enabled ? 'text.primary' : 'text.secondary'}
        >
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${price} · ${durationLabel(intl, service)} · ${intl.formatMessage({
            id: `shopSetup.services.categories.${service.category}`,
          })}`}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }} useFlexGap>
          {!service.enabled && <Chip size="small" label={t('shopSetup.services.disabledBadge')} />}
          {service.requiresConsultation && (
            <Chip
              size="small"
              variant="outlined"
              label={t('shopSetup.services.consultationBadge')}
            />
          )}
          {!service.onlineBooking && (
            <Chip size="small" variant="outlined" label={t('shopSetup.services.offlineBadge')} />
          )}
        </Stack>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }}>
        <Switch
          checked={service.enabled}
          onChange={(event) => onToggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('shopSetup.services.enabledLabel') } }}
        />
        <Tooltip title={t('shopSetup.services.moveUp')}>
          <span>
            <IconButton
              id={moveButtonId(service.id, -1)}
              aria-label={t('shopSetup.services.moveUp')}
              disabled={first}
              onClick={() => onMove(-1)}
            >
              <ArrowUpwardRounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('shopSetup.services.moveDown')}>
          <span>
            <IconButton
              id={moveButtonId(service.id, 1)}
              aria-label={t('shopSetup.services.moveDown')}
              disabled={last}
              onClick={() => onMove(1)}
            >
              <ArrowDownwardRounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label={t('shopSetup.services.edit')} onClick={onEdit}>
          <EditRounded fontSize="small" />
        </IconButton>
        <IconButton aria-label={t('shopSetup.services.delete')} onClick={onDelete}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Stack>
    </ListItem>
  );
}

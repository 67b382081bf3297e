import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { localized } from '@/domain/localized-text';
import type { TeamMember } from '@/domain/shop-team';

/** One person in the team list: photo, name, role in the interface language, services count, edit and remove. */
export function TeamMemberRow({
  member,
  serviceCount,
  disabled,
  onEdit,
  onDelete,
}: {
  member: TeamMember;
  /** the shop's services (what "every service" counts) */
  serviceCount: number;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const role = localized(member.role, intl.locale.startsWith('it') ? 'it' : 'en');
  const services =
    member.serviceIds.length === 0
      ? intl.formatMessage({ id: 'shopSetup.team.allServicesCount' }, { count: serviceCount })
      : intl.formatMessage(
          { id: 'shopSetup.team.servicesCount' },
          { count: member.serviceIds.length },
        );
  return (
    <ListItem
      divider
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <IconButton
            aria-label={intl.formatMessage({ id: 'shopSetup.team.edit' }, { name: member.name })}
            onClick={onEdit}
            disabled={disabled}
          >
            <EditRounded />
          </IconButton>
          <IconButton
            aria-label={intl.formatMessage({ id: 'shopSetup.team.delete' }, { name: member.name })}
            onClick={onDelete}
            disabled={disabled}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Stack>
      }
      sx={{ pr: 12 }}
    >
      <ListItemAvatar>
        <Avatar
          src={member.photo ?? undefined}
          alt=""
          data-colour={member.colour}
          // their calendar colour: the initial on its tint, a ring around a photo
          sx={(t) => {
            const token = (t.vars ?? t).palette.staffColour[member.colour];
            return { bgcolor: token.soft, color: token.text, border: `2px solid ${token.accent}` };
          }}
        >
          {member.name.slice(0, 1).toUpperCase()}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={member.name}
        secondary={role ? `${role} · ${services}` : services}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
      />
    </ListItem>
  );
}

import { useId, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import { initialsOf } from '../UserMenu/UserMenu';
import type { StaffPickerLabels } from './labels';

export interface PickableStaff {
  id: string;
  name: string;
  /** image URL; null → initials */
  photo: string | null;
  /** what they do ("Senior stylist"), already in the interface language; shown under the name */
  role?: string;
}

export interface StaffPickerProps {
  staff: PickableStaff[];
  /** null = any available */
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** level of the title (default 2) */
  headingLevel?: 2 | 3 | 4;
  labels: StaffPickerLabels;
}

/** The radio value standing for "any available" (staff ids never start with a colon). */
const ANY = ':any';

function Option({
  value,
  checked,
  avatar,
  name,
  hint,
  nameId,
  hintId,
}: {
  value: string;
  checked: boolean;
  avatar: ReactNode;
  name: string;
  hint?: string;
  nameId: string;
  hintId?: string;
}) {
  return (
    <Box
      component="label"
      data-selected={checked || undefined}
      sx={(t) => {
        const palette = (t.vars ?? t).palette;
        return {
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1,
          pr: 2,
          borderRadius: 1,
          border: `${checked ? 2 : 1}px solid ${checked ? palette.primary.main : palette.divider}`,
          bgcolor: checked ? palette.surface.brandSoft : 'transparent',
          cursor: 'pointer',
          '&:focus-within': {
            outline: `${palette.focus.width} solid ${palette.focus.ring}`,
            outlineOffset: palette.focus.offset,
          },
        };
      }}
    >
      <Radio
        value={value}
        slotProps={{
          input: { 'aria-labelledby': nameId, 'aria-describedby': hintId },
        }}
      />
      {avatar}
      <Box sx={{ minWidth: 0 }}>
        <Typography id={nameId} component="span" variant="subtitle2" sx={{ display: 'block' }}>
          {name}
        </Typography>
        {hint ? (
          <Typography
            id={hintId}
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block' }}
          >
            {hint}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** "Any available" or one team member: a radio group (arrow keys move and choose), each with an avatar. */
export function StaffPicker({
  staff,
  selectedId,
  onSelect,
  headingLevel = 2,
  labels,
}: StaffPickerProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const value = selectedId ?? ANY;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={titleId} component={`h${headingLevel}`} variant="h6">
        {labels.title}
      </Typography>
      <RadioGroup
        aria-labelledby={titleId}
        name={`${baseId}-staff`}
        value={value}
        onChange={(_event, next) => onSelect(next === ANY ? null : next)}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(14rem, 1fr))' },
        }}
      >
        <Option
          value={ANY}
          checked={value === ANY}
          nameId={`${baseId}-any`}
          hintId={`${baseId}-any-hint`}
          name={labels.anyAvailable}
          hint={labels.anyHint}
          avatar={
            <Avatar
              aria-hidden="true"
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              <GroupsRounded />
            </Avatar>
          }
        />
        {staff.map((person, i) => (
          <Option
            key={person.id}
            value={person.id}
            checked={value === person.id}
            nameId={`${baseId}-p${i}`}
            name={person.name}
            {...(person.role ? { hint: person.role, hintId: `${baseId}-p${i}-role` } : {})}
            avatar={
              <Avatar
                src={person.photo ?? undefined}
                alt=""
                aria-hidden="true"
                sx={{
                  bgcolor: 'surface.brandSoft',
                  color: 'surface.brandSoftText',
                  fontWeight: 600,
                }}
              >
                {initialsOf(person.name)}
              </Avatar>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

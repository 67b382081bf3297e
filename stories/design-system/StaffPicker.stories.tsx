import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { StaffPicker, type PickableStaff } from '@design-system/components';
import { useStaffPickerLabels } from '@/lib/ui/booking-labels';
import { images } from './support/fixtures';

const TEAM: PickableStaff[] = [
  { id: 'giulia', name: 'Giulia Romano', photo: images.avatar, role: 'Senior stylist' },
  { id: 'marco', name: 'Marco Bianchi', photo: null, role: 'Colourist' },
  { id: 'sofia', name: 'Sofia', photo: null },
];

/** Keeps the choice so the radios work in the story. */
function Harness({ staff, initial }: { staff: PickableStaff[]; initial: string | null }) {
  const [id, setId] = useState(initial);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <StaffPicker staff={staff} selectedId={id} onSelect={setId} labels={useStaffPickerLabels()} />
    </Box>
  );
}

/** "Any available" or a team member (issue 5): one radio group, arrow keys move the choice. */
const meta = {
  title: 'Design System/StaffPicker',
  component: Harness,
  args: { staff: TEAM, initial: null },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Any available" chosen. */
export const Default: Story = {};
/** A person chosen (initials stand in for a missing photo). */
export const PersonSelected: Story = { args: { initial: 'marco' } };
export const OnePersonOnly: Story = { args: { staff: [TEAM[0]!], initial: null } };

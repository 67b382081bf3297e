import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaffPicker, type StaffPickerProps } from '@design-system/components';
import { useStaffPickerLabels } from '@/lib/ui/booking-labels';
import { renderDs } from './render';

type Props = Omit<StaffPickerProps, 'labels'>;
function Picker(props: Props) {
  return <StaffPicker {...props} labels={useStaffPickerLabels()} />;
}
const staff = [
  { id: 'giulia', name: 'Giulia Romano', photo: null },
  { id: 'marco', name: 'Marco Bianchi', photo: null },
];

describe('StaffPicker', () => {
  it('is a radio group with "Any available" first and checked for null', () => {
    renderDs(<Picker staff={staff} selectedId={null} onSelect={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Choose a professional' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    const any = screen.getByRole('radio', { name: 'Any available' });
    expect(any).toBeChecked();
    expect(any).toHaveAccessibleDescription('We assign a free team member');
    expect(radios[0]).toBe(any);
  });

  it('describes a person by their role when the shop gives one', () => {
    renderDs(
      <Picker
        staff={[{ ...staff[0]!, role: 'Hair stylist senior' }, staff[1]!]}
        selectedId={null}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Giulia Romano' })).toHaveAccessibleDescription(
      'Hair stylist senior',
    );
    expect(screen.getByRole('radio', { name: 'Marco Bianchi' })).not.toHaveAccessibleDescription();
  });

  it('shows initials when a person has no photo', () => {
    renderDs(<Picker staff={staff} selectedId="marco" onSelect={() => {}} />);
    expect(screen.getByRole('radio', { name: 'Marco Bianchi' })).toBeChecked();
    expect(screen.getByText('MB')).toBeInTheDocument();
    expect(screen.getByText('GR')).toBeInTheDocument();
  });

  it('reports a person, and null for "Any available"', () => {
    const onSelect = vi.fn();
    renderDs(<Picker staff={staff} selectedId="giulia" onSelect={onSelect} />);
    fireEvent.click(screen.getByText('Marco Bianchi'));
    expect(onSelect).toHaveBeenLastCalledWith('marco');
    fireEvent.click(screen.getByRole('radio', { name: 'Any available' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderDs(<Picker staff={staff} selectedId={null} onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Any available' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onSelect).toHaveBeenLastCalledWith('giulia');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ServicePicker,
  type PickableService,
  type ServicePickerProps,
} from '@design-system/components';
import { useServicePickerLabels } from '@/lib/ui/booking-labels';
import { renderDs } from './render';

const services: PickableService[] = [
  {
    id: 'cut',
    name: 'Cut',
    description: 'Wash and cut',
    duration: 45,
    price: 35,
    category: 'hair',
    bookable: true,
  },
  {
    id: 'colour',
    name: 'Colour',
    description: '',
    duration: 90,
    price: 89.5,
    category: 'hair',
    bookable: true,
  },
  {
    id: 'bridal',
    name: 'Bridal',
    description: '',
    duration: 120,
    price: 180,
    category: 'hair',
    bookable: false,
  },
];

type Props = Omit<ServicePickerProps, 'labels'>;
function Picker(props: Props) {
  return <ServicePicker {...props} labels={useServicePickerLabels()} />;
}
const base: Props = { services, selectedIds: [], mode: 'multiple', onToggle: () => {} };

describe('ServicePicker', () => {
  it('shows each service as a checkbox named by the service, with duration and euro price', () => {
    renderDs(<Picker {...base} selectedIds={['colour']} />);
    const cut = screen.getByRole('checkbox', { name: 'Cut' });
    expect(cut).not.toBeChecked();
    expect(cut).toHaveAccessibleDescription('45 min · €35');
    expect(screen.getByRole('checkbox', { name: 'Colour' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Colour' })).toHaveAccessibleDescription(
      '90 min · €89.50',
    );
    expect(screen.getByText('Wash and cut')).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('formats prices the Italian way in Italian', () => {
    renderDs(<Picker {...base} />, { locale: 'it' });
    expect(screen.getByRole('checkbox', { name: 'Colour' })).toHaveAccessibleDescription(
      /^90 min · 89,50\s€$/,
    );
  });

  it('reports a toggle from a click on the card and from the keyboard', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    renderDs(<Picker {...base} selectedIds={['cut']} onToggle={onToggle} />);
    fireEvent.click(screen.getByText('Wash and cut'));
    expect(onToggle).toHaveBeenLastCalledWith('cut');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Colour' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith('colour');
  });

  it('cannot choose a service that is not bookable online', () => {
    const onToggle = vi.fn();
    renderDs(<Picker {...base} onToggle={onToggle} />);
    const bridal = screen.getByRole('checkbox', { name: 'Bridal' });
    expect(bridal).toBeDisabled();
    expect(bridal).toHaveAccessibleDescription('120 min · €180 · Not bookable online');
    fireEvent.click(bridal);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('shows the notice above the list in single mode', () => {
    renderDs(<Picker {...base} mode="single" notice="Only one at a time" />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Only one at a time');
    expect(
      notice.compareDocumentPosition(screen.getByRole('checkbox', { name: 'Cut' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

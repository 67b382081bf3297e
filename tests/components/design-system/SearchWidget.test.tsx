import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchWidget, type PlaceOption, type SearchWidgetProps } from '@design-system/components';
import { useSearchWidgetLabels } from '../../../stories/design-system/support/labels';
import { renderDs } from './render';

function Widget(props: Omit<SearchWidgetProps, 'labels'>) {
  return <SearchWidget {...props} labels={useSearchWidgetLabels()} />;
}

const find = () => screen.getByRole('button', { name: 'Find services' });

const ROMA: PlaceOption[] = [
  { id: 'roma', label: 'Roma (RM)', kind: 'city' },
  { id: 'trastevere', label: 'Trastevere, Roma (RM)', kind: 'district' },
];

describe('SearchWidget', () => {
  it('keeps Find disabled until something is chosen', async () => {
    const user = userEvent.setup();
    renderDs(<Widget onSearch={vi.fn()} />);
    expect(find()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Open now' }));
    expect(find()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Open now' }));
    expect(find()).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'Trastevere');
    expect(find()).toBeEnabled();
  });

  it('submits service, location and filters', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderDs(<Widget onSearch={onSearch} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'Massage');
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'Trastevere');
    await user.click(screen.getByRole('button', { name: 'Top rated' }));
    await user.click(screen.getByRole('button', { name: 'Open now' }));
    expect(screen.getByRole('button', { name: 'Open now' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(find());
    const query = onSearch.mock.calls[0]?.[0];
    // filters in QUICK_FILTERS order, ready to be comma-joined
    expect(query).toEqual({
      category: 'massage',
      location: 'Trastevere',
      filters: ['openNow', 'topRated'],
    });
  });

  it('offers Current position first, then the places it is given, and reports what is typed', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const onLocationInput = vi.fn();
    renderDs(<Widget onSearch={onSearch} places={ROMA} onLocationInput={onLocationInput} />);
    const input = screen.getByRole('combobox', { name: 'Where' });
    await user.type(input, 'Rom');
    expect(onLocationInput).toHaveBeenLastCalledWith('Rom');
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Current position', 'Roma (RM)', 'Trastevere, Roma (RM)']);
    for (const old of ['Downtown', 'Near me', 'Shopping district', 'Tourist area'])
      expect(screen.queryByRole('option', { name: old })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Trastevere, Roma (RM)' }));
    expect(input).toHaveValue('Trastevere, Roma (RM)');
    expect(onLocationInput).toHaveBeenCalledTimes(3); // typing only, not the pick
    await user.click(find());
    expect(onSearch).toHaveBeenCalledWith({ location: 'Trastevere, Roma (RM)', filters: [] });
  });

  it('picking Current position searches by the device position', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderDs(<Widget onSearch={onSearch} />);
    await user.click(screen.getByRole('combobox', { name: 'Where' }));
    await user.click(screen.getByRole('option', { name: 'Current position' }));
    await user.click(find());
    expect(onSearch).toHaveBeenCalledWith({
      location: 'Current position',
      currentPosition: true,
      filters: [],
    });
  });

  it('says when places are being looked for, and when none match', async () => {
    const user = userEvent.setup();
    const { rerender } = renderDs(<Widget onSearch={vi.fn()} places={[]} placesLoading />);
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'Atl');
    expect(screen.getByRole('listbox')).toHaveTextContent('Looking for places…');
    rerender(<Widget onSearch={vi.fn()} places={[]} />);
    expect(screen.getByRole('listbox')).toHaveTextContent('No matching places');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
  });

  it('uses the current location', async () => {
    const user = userEvent.setup();
    const onUseLocation = vi.fn(async () => 'Piazza Navona');
    renderDs(<Widget onSearch={vi.fn()} onUseLocation={onUseLocation} />);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(onUseLocation).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('Piazza Navona');
  });

  it('search nearby sets the location and the nearby filter, then searches', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderDs(
      <Widget onSearch={onSearch} defaultValue={{ category: 'nails', filters: ['openNow'] }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Search nearby' }));
    expect(onSearch).toHaveBeenCalledWith({
      category: 'nails',
      location: 'Current position',
      currentPosition: true,
      filters: ['openNow', 'nearby'],
    });
    expect(screen.getByRole('button', { name: 'Nearby' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('clear resets everything', async () => {
    const user = userEvent.setup();
    renderDs(
      <Widget
        onSearch={vi.fn()}
        defaultValue={{ category: 'spa', location: 'Monti', filters: ['instant'] }}
      />,
    );
    expect(find()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(find()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Where' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Instant booking' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('submits with Enter from the location field', async () => {
    const onSearch = vi.fn();
    renderDs(<Widget onSearch={onSearch} />);
    const input = screen.getByRole('combobox', { name: 'Where' });
    fireEvent.change(input, { target: { value: 'Prati' } });
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(onSearch).toHaveBeenCalledWith({ location: 'Prati', filters: [] });
  });

  it('picks a location suggestion with the keyboard: arrows move, Enter picks without submitting, Escape closes', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderDs(<Widget onSearch={onSearch} places={ROMA} />);
    const input = screen.getByRole('combobox', { name: 'Where' });
    await user.type(input, 'Rom');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('Roma (RM)');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Roma (RM)');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBookingsMockState } from '@mocks/data/bookings';
import {
  AURORA_ID,
  aurora,
  bookableDays,
  freeTimes,
  renderBookingPage,
  summary,
  useShopWithBookingFields,
} from './booking-fixtures';

const euro = (n: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
  }).format(n);

beforeEach(() => {
  resetBookingsMockState();
  useShopWithBookingFields();
});

describe('booking page: choosing services, a day and a time', { timeout: 60_000 }, () => {
  // The calendar (MUI DateCalendar) is heavy in jsdom: these flows get a longer budget.
  it('asks for a service first, then shows the calendar, the slots and the totals', async () => {
    const shop = aurora();
    const [first, second] = shop.services;
    if (!first || !second) throw new Error('fixture needs two services');
    const { user } = await renderBookingPage(`/booking/${AURORA_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: shop.name })).toBeVisible();
    expect(screen.getByText('Select Services First')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: first.name }));
    await user.click(screen.getByRole('checkbox', { name: second.name }));
    expect(screen.queryByText('Select Services First')).toBeNull();

    const [day] = await bookableDays();
    await user.click(day!);
    const [time] = await freeTimes();
    const chosen = time!.getAttribute('aria-label')!;
    await user.click(time!);
    expect(time).toHaveAttribute('aria-pressed', 'true');

    const totals = summary();
    expect(totals.getByText(first.name)).toBeVisible();
    expect(totals.getByText(second.name)).toBeVisible();
    expect(totals.getByText(euro(first.price + second.price))).toBeVisible();
    expect(totals.getByText(chosen)).toBeVisible();
    expect(totals.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('clears the chosen time when the day changes', async () => {
    const shop = aurora();
    const { user } = await renderBookingPage(`/booking/${AURORA_ID}`);
    await user.click(await screen.findByRole('checkbox', { name: shop.services[0]!.name }));
    const days = await bookableDays();
    await user.click(days[0]!);
    await user.click((await freeTimes())[0]!);
    expect(summary().getByRole('button', { name: 'Continue' })).toBeEnabled();

    // at the end of a month the first bookable day may be the only one shown: then the next month has others
    let other = (await bookableDays()).find((d) => d.dataset.date !== days[0]!.dataset.date);
    if (!other) {
      await user.click(screen.getByRole('button', { name: /next month/i }));
      other = (await bookableDays()).find((d) => d.dataset.date !== days[0]!.dataset.date);
    }
    await user.click(other!);
    await waitFor(() => expect(summary().getByRole('button', { name: 'Continue' })).toBeDisabled());
    const pressedTimes = Array.from(
      document.querySelectorAll('button[aria-pressed="true"]'),
    ).filter((b) => /^\d{2}:\d{2}$/.test(b.getAttribute('aria-label') ?? ''));
    expect(pressedTimes).toHaveLength(0);
  });

  it('preselects ?service in single-select mode and explains why another replaces it', async () => {
    const shop = aurora();
    const [first, second] = shop.services;
    const { user } = await renderBookingPage(`/booking/${AURORA_ID}?service=${first!.id}`);
    const firstBox = await screen.findByRole('checkbox', { name: first!.name });
    expect(firstBox).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: second!.name }));
    expect(screen.getByRole('checkbox', { name: second!.name })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: first!.name })).not.toBeChecked();
    expect(
      screen.getByText(
        'You can only select one service at a time. To select a different service, please deselect the current one first.',
      ),
    ).toBeVisible();

    // choosing the chosen one turns it off; switching to several keeps both
    await user.click(screen.getByRole('checkbox', { name: second!.name }));
    expect(screen.getByRole('checkbox', { name: second!.name })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Several services' }));
    await user.click(screen.getByRole('checkbox', { name: first!.name }));
    await user.click(screen.getByRole('checkbox', { name: second!.name }));
    expect(screen.getByRole('checkbox', { name: first!.name })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: second!.name })).toBeChecked();
  });

  it('says the shop was not found, with a way back to search', async () => {
    await renderBookingPage('/booking/no-such-shop');
    expect(await screen.findByText('Shop Not Found')).toBeVisible();
    expect(screen.getByText('Shop not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/search');
  });
});

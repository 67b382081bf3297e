import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderApp, signIn, stubMatchMedia } from '../../app/test-utils';

beforeEach(() => {
  stubMatchMedia({ width: 1280 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

function searchParams(): Record<string, string> {
  const url = new URL(currentLocation(), 'http://x');
  expect(url.pathname).toBe('/search');
  return Object.fromEntries(url.searchParams);
}

describe('home page', () => {
  it('sets page metadata and shows every section', async () => {
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Beauty and wellness appointments/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Orabella — book beauty and wellness near you'),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /Compare salons/,
    );
    for (const name of [
      'Browse by category',
      'Featured shops',
      'Orabella in numbers',
      'How it works',
      'What our customers say',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('1000+')).toBeInTheDocument();
  });

  it('category cards open /search?category={id}', async () => {
    await renderApp('/');
    const categories = await screen.findByRole('region', { name: 'Browse by category' });
    const hrefs = within(categories)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/search?category=haircut',
      '/search?category=nails',
      '/search?category=spa',
      '/search?category=barbershop',
      '/search?category=skincare',
      '/search?category=massage',
    ]);
  });

  it('the FAQ is a native disclosure list (keyboard support from the browser)', async () => {
    const { user } = await renderApp('/');
    const question = await screen.findByText('Can I cancel or move an appointment?');
    const summary = question.closest('summary')!;
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    expect(screen.getByText(/Each shop sets its own notice period/)).toBeVisible();
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(false));
  });

  it('a favourite tap opens the shop’s details, where the heart saves it', async () => {
    signIn('customer');
    const { user } = await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Featured shops' });
    await waitFor(() => expect(within(section).getAllByTestId('shop-card')).toHaveLength(6));
    const first = within(section).getAllByTestId('shop-card')[0]!;
    const name = within(first).getByRole('heading').textContent ?? '';
    await user.click(within(first).getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/search\?shop=/));
    const dialog = await screen.findByRole('dialog', { name: name });
    expect(
      within(dialog).getByRole('button', { name: /^(add to|remove from) favourites$/i }),
    ).toBeInTheDocument();
  });
});

describe('search widget', () => {
  it('is disabled until something is chosen, then submits category, location and filters', async () => {
    const { user } = await renderApp('/');
    const form = await screen.findByRole('search', { name: 'Find a beauty service' });
    const find = within(form).getByRole('button', { name: 'Find services' });
    expect(find).toBeDisabled();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Service' }), 'Haircut');
    await user.type(within(form).getByRole('combobox', { name: 'Where' }), 'Trastevere');
    await user.click(within(form).getByRole('button', { name: 'Open now' }));
    await user.click(within(form).getByRole('button', { name: 'Top rated' }));
    expect(find).toBeEnabled();
    await user.click(find);

    await waitFor(() => expect(new URL(currentLocation(), 'http://x').pathname).toBe('/search'));
    // the widget's words (topRated) become the search page's own (highRated) when it rewrites the address
    await waitFor(() =>
      expect(searchParams()).toEqual({
        category: 'haircut',
        location: 'Trastevere',
        filters: 'openNow,highRated',
      }),
    );
    // the search page starts from that address: the haircut category's business types are the filters
    expect(await screen.findByRole('button', { name: /Filters, 4 active/ })).toBeInTheDocument();
  });

  it('“Where” offers real places from the gazetteer, Current position first', async () => {
    const { user } = await renderApp('/');
    const form = await screen.findByRole('search', { name: 'Find a beauty service' });
    const where = within(form).getByRole('combobox', { name: 'Where' });
    await user.click(where);
    const listbox = screen.getByRole('listbox', { name: 'Where' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Current position']);

    await user.type(where, 'Roma');
    expect(await within(listbox).findByRole('option', { name: 'Roma (RM)' })).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Current position');
    for (const old of ['Downtown', 'Near me', 'Shopping district', 'Residential area'])
      expect(within(listbox).queryByRole('option', { name: old })).toBeNull();

    await user.clear(where);
    await user.type(where, 'Milano');
    expect(await within(listbox).findByRole('option', { name: 'Milano (MI)' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Roma (RM)' })).toBeNull();
  });

  it('a chosen neighbourhood runs the search there', async () => {
    const { user } = await renderApp('/');
    const form = await screen.findByRole('search', { name: 'Find a beauty service' });
    await user.type(within(form).getByRole('combobox', { name: 'Where' }), 'Traste');
    await user.click(await screen.findByRole('option', { name: 'Trastevere, Roma (RM)' }));
    await user.click(within(form).getByRole('button', { name: 'Find services' }));
    await waitFor(() => expect(searchParams()).toEqual({ location: 'Trastevere, Roma (RM)' }));
    // the search resolves the label to the place and lists the shops around it, nearest first
    expect(await screen.findAllByTestId('shop-result-card')).not.toHaveLength(0);
  });

  it('Current position travels as the device position', async () => {
    const { user } = await renderApp('/');
    const form = await screen.findByRole('search', { name: 'Find a beauty service' });
    await user.click(within(form).getByRole('combobox', { name: 'Where' }));
    await user.click(screen.getByRole('option', { name: 'Current position' }));
    await user.click(within(form).getByRole('button', { name: 'Find services' }));
    await waitFor(() => expect(searchParams().location).toBe('Your Location'));
  });

  it('search nearby uses the device position and the nearby filter', async () => {
    const getCurrentPosition = vi.fn(
      (ok: PositionCallback, _fail?: PositionErrorCallback, _options?: PositionOptions) =>
        ok({ coords: { latitude: 41.9, longitude: 12.49, accuracy: 5 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition },
    });
    const { user } = await renderApp('/');
    const form = await screen.findByRole('search', { name: 'Find a beauty service' });
    await user.click(within(form).getByRole('button', { name: 'Search nearby' }));
    // the search page then takes over the address (nearby is its own location; it sorts by distance)
    await waitFor(() => expect(searchParams().location).toBe('Your Location'));
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
  });

  it('geolocation errors are only logged; search nearby still searches', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, message: 'denied' } as GeolocationPositionError),
      },
    });
    const { user } = await renderApp('/');
    const form = await screen.findByRole('search', { name: 'Find a beauty service' });
    await user.click(within(form).getByRole('button', { name: 'Search nearby' }));
    // the search page then takes over the address (nearby is its own location; it sorts by distance)
    await waitFor(() => expect(searchParams().location).toBe('Your Location'));
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

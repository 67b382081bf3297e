import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { favoriteServicesMockState } from '@mocks/data/favorite-services';
import { FavoriteServiceHeart } from '@/features/favorites';
import { toastsAtom } from '@/lib/toast';
import { renderWithProviders, signIn } from '../../app/test-utils';
import { catalogueShop, withPageCopy } from '../search/details-fixtures';

// the mocks' demo customer has the second shop's first service as a favourite; this one is not
const service = catalogueShop(2).services[0]!;

describe('the heart on a service', () => {
  it("adds the service to the customer's favourites and takes it out again", async () => {
    const session = signIn('customer');
    const { user } = await renderWithProviders(
      withPageCopy(<FavoriteServiceHeart service={service} />),
    );
    const add = await screen.findByRole('button', {
      name: `Add ${service.name} to your favourites`,
    });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const remove = await screen.findByRole('button', {
      name: `Remove ${service.name} from your favourites`,
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(
        favoriteServicesMockState.byUser.get(session.user.id)!.map((f) => f.serviceId),
      ).toContain(service.id),
    );
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    await waitFor(() =>
      expect(
        favoriteServicesMockState.byUser.get(session.user.id)!.map((f) => f.serviceId),
      ).not.toContain(service.id),
    );
    expect(
      screen.getByRole('button', { name: `Add ${service.name} to your favourites` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back and says so when the server refuses', async () => {
    signIn('customer');
    server.use(
      http.post('/api/customer/favorite-services', () =>
        HttpResponse.json({ success: false, message: 'Failed' }, { status: 500 }),
      ),
    );
    const { user, store } = await renderWithProviders(
      withPageCopy(<FavoriteServiceHeart service={service} />),
    );
    const add = await screen.findByRole('button', {
      name: `Add ${service.name} to your favourites`,
    });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() =>
      expect(store.get(toastsAtom).map((t) => t.message)).toContain(
        `Couldn't add ${service.name} to your favourites. Please try again.`,
      ),
    );
    expect(
      await screen.findByRole('button', { name: `Add ${service.name} to your favourites` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('is not shown to guests or shop owners', async () => {
    await renderWithProviders(withPageCopy(<FavoriteServiceHeart service={service} />));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    signIn('shop');
    await renderWithProviders(withPageCopy(<FavoriteServiceHeart service={service} />));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

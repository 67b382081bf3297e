import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { FavoriteShopsList } from '@/features/favorites';
import { renderWithProviders, signIn } from '../../app/test-utils';
import { catalogueShop, withPageCopy } from '../search/details-fixtures';
import { favoriteOf, favoritesApi } from './favorites-fixtures';

describe('/favorites list', () => {
  it('lists favourites with links, removes one and saves notes', async () => {
    signIn('customer');
    const first = catalogueShop(0);
    const second = catalogueShop(1);
    const api = favoritesApi([favoriteOf(first, 'Ask for Giulia'), favoriteOf(second)]);
    server.use(...api.handlers);
    const { user } = await renderWithProviders(withPageCopy(<FavoriteShopsList />), {
      path: '/favorites',
    });

    const card = await screen.findByRole('article', { name: first.name });
    expect(within(card).getByText('Ask for Giulia')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      `/search?shop=${first.id}`,
    );
    expect(within(card).getByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      `/booking/${first.id}`,
    );

    await user.click(within(card).getByRole('button', { name: 'Edit notes' }));
    const notes = within(card).getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Window seat');
    await user.click(within(card).getByRole('button', { name: 'Save notes' }));
    expect(await within(card).findByText('Window seat')).toBeInTheDocument();
    expect(api.calls).toContain(`PATCH ${first.id} Window seat`);

    const other = screen.getByRole('article', { name: second.name });
    await user.click(
      within(other).getByRole('button', { name: `Remove ${second.name} from favourites` }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: second.name })).not.toBeInTheDocument(),
    );
    expect(api.calls).toContain(`DELETE ${second.id}`);
  });

  it('shows the empty state when there are none', async () => {
    signIn('customer');
    server.use(...favoritesApi().handlers);
    await renderWithProviders(withPageCopy(<FavoriteShopsList />), { path: '/favorites' });
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument();
  });
});

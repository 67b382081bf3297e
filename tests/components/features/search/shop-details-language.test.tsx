import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopDetailsDialog } from '@/features/search/details';
import { localeAtom } from '@/i18n';
import { renderWithProviders } from '../../app/test-utils';
import { withPageCopy } from './details-fixtures';

/** The shop's own texts come in the interface language (the mocks serve them as the server does). */
describe('ShopDetailsDialog in both languages', () => {
  it('shows the description and services in the interface language, and again after a switch', async () => {
    const { store } = await renderWithProviders(
      withPageCopy(<ShopDetailsDialog shopId="salone-aurora-roma" onClose={() => {}} />),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Salone Aurora' });
    expect(within(dialog).getByText('Salone Aurora in Monti, Rome.')).toBeInTheDocument();
    expect(await within(dialog).findByText("Men's Haircut")).toBeInTheDocument();

    act(() => store.set(localeAtom, 'it'));
    expect(
      await within(dialog).findByText('Salone Aurora, nel quartiere Monti a Roma.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Taglio uomo')).toBeInTheDocument();
    expect(within(dialog).queryByText("Men's Haircut")).not.toBeInTheDocument();
  });
});

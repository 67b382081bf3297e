import { describe, expect, it } from 'vitest';
import { localizeShop } from '@/domain/shop-content';
import { withBookingFields } from '@mocks/data/booking-shops';
import { mockShopContent } from '@mocks/data/shop-content';
import { makeShop, shopCatalogue } from '@mocks/data/shops';
import { SHOP_SEEDS } from '@mocks/data/shop-seeds';

/** The mock catalogue is written in both languages, as the server's seed is. */
describe('mock shop content', () => {
  const shops = shopCatalogue().map(withBookingFields);

  it('has every shop description, service name, special-date note and staff role in Italian', () => {
    for (const shop of shops) {
      const content = mockShopContent(shop);
      expect(content.description.it, shop.id).toBeTruthy();
      expect(content.description.it).not.toBe(content.description.en);
      for (const service of shop.services)
        expect(content.services[service.id]?.name.it, service.name).toBeTruthy();
      for (const date of shop.specialDates)
        expect(content.specialDates[date.date]?.it, date.description).toBeTruthy();
      for (const member of shop.staff.filter((m) => m.role))
        expect(content.staffRoles[member.id]?.it, member.role).toBeTruthy();
    }
    expect(shops.some((s) => s.specialDates.length > 0)).toBe(true);
    expect(shops.some((s) => s.staff.some((m) => m.role))).toBe(true);
  });

  it('serves the Italian texts through the shared rule', () => {
    const aurora = shops.find((s) => s.id === 'salone-aurora-roma')!;
    const italian = localizeShop(aurora, mockShopContent(aurora), 'it');
    expect(italian.services.map((s) => s.name)).toContain('Taglio uomo');
    expect(italian.staff.map((m) => m.role)).toContain('Hair stylist senior');
  });

  it('keeps a description a story overrode, in both languages', () => {
    const shop = makeShop(SHOP_SEEDS[0]!, { description: 'A story’s own text.' });
    expect(localizeShop(shop, mockShopContent(shop), 'it').description).toBe('A story’s own text.');
  });
});

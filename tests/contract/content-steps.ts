import { dataOf, need, type Answer, type Call, type Context } from './scenario-support';

interface TextShop {
  description: string;
  services: { name: string }[];
}
interface TextService {
  name: string;
  description: string;
}

/**
 * A shop's details and services asked in Italian and in English (Accept-Language): on both targets the
 * description and the service names and descriptions differ between the two (each target's data is written in
 * both languages). A target that serves one language fails the run here; the answer compared is the Italian one.
 */
export async function shopInBothLanguages(call: Call, ctx: Context): Promise<Answer> {
  const id = need(ctx.shopId, 'a shop');
  const [it, en, itServices, enServices] = await Promise.all([
    call('GET', `/api/shops/${id}`, { language: 'it-IT,it;q=0.9' }),
    call('GET', `/api/shops/${id}`, { language: 'en' }),
    call('GET', `/api/shops/${id}/services`, { language: 'it' }),
    call('GET', `/api/shops/${id}/services`, { language: 'en' }),
  ]);
  const shop = (answer: Answer) => dataOf<{ shop: TextShop }>(answer).shop;
  const services = (answer: Answer) => dataOf<{ services: TextService[] }>(answer).services;
  const names = (list: { name: string }[]) => list.map((s) => s.name).join('|');
  const texts = (list: TextService[]) => list.map((s) => s.description).join('|');
  const translated = {
    description: shop(it).description !== shop(en).description,
    serviceNames: names(shop(it).services) !== names(shop(en).services),
    servicesList: names(services(itServices)) !== names(services(enServices)),
    serviceDescriptions: texts(services(itServices)) !== texts(services(enServices)),
  };
  const missing = Object.entries(translated).filter(([, done]) => !done);
  if (missing.length > 0)
    throw new Error(`${id} is not served in Italian: ${missing.map(([k]) => k).join(', ')}`);
  return it;
}

/** The customer's booking in Italian and in English: its service names follow the caller's language. */
export async function bookingInBothLanguages(call: Call, ctx: Context): Promise<Answer> {
  const path = `/api/bookings/${need(ctx.bookingId, 'a booking')}`;
  const token = need(ctx.customerToken, 'a signed-in customer');
  const [it, en] = await Promise.all([
    call('GET', path, { token, language: 'it' }),
    call('GET', path, { token, language: 'en' }),
  ]);
  const name = (answer: Answer) => dataOf<{ booking: { serviceName: string } }>(answer).booking;
  if (name(it).serviceName === name(en).serviceName)
    throw new Error(`booking ${path} names its services in one language: ${name(it).serviceName}`);
  return it;
}

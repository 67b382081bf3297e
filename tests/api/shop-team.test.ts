import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import type { OutboxMessage } from '../../server/mail/mailer';
import { linkBookingNotifications } from '../../server/modules/bookings/booking-notifications';
import { BookingModel } from '../../server/models/booking.model';
import { ShopModel } from '../../server/models/shop.model';
import type { Shop } from '../../src/domain/shop';
import type { ShopCalendarRange } from '../../src/domain/shop-calendar';
import type { TeamMember, TeamOverview } from '../../src/domain/shop-team';
import type { TeamConflict } from '../../src/domain/shop-team-conflicts';
import { eventually } from './booking-jobs-fixtures';
import { getJson, startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn, type Envelope } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotAt,
  slotsOf,
  type BookingShop,
} from './support/booking-fixtures';
import { adminHeaders } from './support/outbox-client';

let app: TestApp;
let unlink: (() => void) | undefined;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-shop-team', seed: false });
  // server/index.ts links the booking emails at start-up; the test app is built without it
  unlink = linkBookingNotifications({
    events: app.services.bookings.events,
    mailer: app.services.mail,
    logger: createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' }),
    publicUrl: app.config.publicUrl,
  });
});
afterAll(async () => {
  unlink?.();
  await app.close();
});

const TEAM = [
  { _id: 'anna', name: 'Anna' },
  { _id: 'bruno', name: 'Bruno' },
];

async function ownedShop(staff: { _id: string; name: string; serviceIds?: string[] }[] = []) {
  const shop = await createBookingShop(app, { staff });
  // a photo completes the setup checklist, so customers see the shop
  await ShopModel.updateOne({ _id: shop.id }, { $set: { photos: ['/api/test-photo.webp'] } });
  app.services.shops.catalog.invalidate();
  await app.services.shops.catalog.current();
  const token = await signIn(app, shop.owner);
  return { shop, owner: client(app, token), token };
}

/** A JSON call with a body on any method (the DELETE of a person carries its resolutions). */
const send = <T>(token: string, method: string, path: string, body?: unknown) =>
  getJson<Envelope<T>>(`${app.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const team = (shop: BookingShop) => `/shops/${shop.id}/team`;
const publicStaff = async (shop: BookingShop) =>
  (await client(app).get<{ shop: Shop }>(`/shops/${shop.id}`)).body.data.shop.staff;

describe('the owner manages the team', () => {
  it('adds, edits and removes people; the public shop shows the team at once', async () => {
    const { shop, owner } = await ownedShop();
    const empty = await owner.get<TeamOverview>(team(shop));
    expect(empty.status).toBe(200);
    expect(empty.body.data.members).toEqual([]);
    expect(empty.body.data.services.map((s) => s.id)).toContain(shop.services.cut);
    // in menu order once the shop keeps its services' ids
    await ShopModel.updateOne(
      { _id: shop.id },
      { $set: { serviceIds: [shop.services.trim, shop.services.cut] } },
      { strict: false },
    );
    const ordered = await owner.get<TeamOverview>(team(shop));
    expect(ordered.body.data.services.map((s) => s.id)).toEqual([
      shop.services.trim,
      shop.services.cut,
    ]);

    const created = await owner.post<{ member: TeamMember }>(team(shop), {
      name: 'Giulia Rossi',
      role: { en: 'Senior stylist', it: 'Stilista senior' },
      serviceIds: [shop.services.cut],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.member).toMatchObject({
      id: 'giulia-rossi',
      name: 'Giulia Rossi',
      role: { en: 'Senior stylist', it: 'Stilista senior' },
      serviceIds: [shop.services.cut],
      workingHours: null,
      timeOff: [],
    });
    const namesake = await owner.post<{ member: TeamMember }>(team(shop), {
      name: 'Giulia  Rossi',
    });
    expect(namesake.body.data.member.id).toBe('giulia-rossi-2');
    expect((await publicStaff(shop)).map((m) => m.id)).toEqual(['giulia-rossi', 'giulia-rossi-2']);

    const edited = await owner.put<{ member: TeamMember }>(`${team(shop)}/giulia-rossi-2`, {
      name: 'Giulia Bianchi',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.member).toMatchObject({ id: 'giulia-rossi-2', name: 'Giulia Bianchi' });
    const list = (await owner.get<TeamOverview>(team(shop))).body.data.members;
    expect(list.map((m) => [m.id, m.name])).toEqual([
      ['giulia-rossi', 'Giulia Rossi'],
      ['giulia-rossi-2', 'Giulia Bianchi'],
    ]);

    const removed = await owner.del<{ id: string }>(`${team(shop)}/giulia-rossi`);
    expect(removed.status).toBe(200);
    expect((await publicStaff(shop)).map((m) => m.name)).toEqual(['Giulia Bianchi']);
    expect((await owner.del(`${team(shop)}/giulia-rossi`)).body).toMatchObject({
      code: 'TEAM_MEMBER_NOT_FOUND',
    });
  });

  it('gives each person a calendar colour: different defaults, the owner’s pick from the palette, kept', async () => {
    const { shop, owner } = await ownedShop(TEAM);
    const overview = (await owner.get<TeamOverview>(team(shop))).body.data;
    expect(overview.timeZone).toBe('Europe/Rome');
    expect(overview.members.map((m) => m.colour)).toEqual(['blue', 'rose']);
    const carla = await owner.post<{ member: TeamMember }>(team(shop), { name: 'Carla' });
    expect(carla.body.data.member.colour).toBe('teal');
    const picked = await owner.put<{ member: TeamMember }>(`${team(shop)}/anna`, {
      colour: 'violet',
    });
    expect(picked.body.data.member.colour).toBe('violet');
    const refused = await owner.put(`${team(shop)}/bruno`, { colour: 'red' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ colour: 'validation.invalidType' });
    const calendar = await owner.get<ShopCalendarRange>(
      `/shops/${shop.id}/calendar?start=${daysAhead(3)}&days=1`,
    );
    expect(calendar.body.data.staff.map((s) => [s.id, s.colour])).toEqual([
      ['anna', 'violet'],
      ['bruno', 'rose'],
      ['carla', 'teal'],
    ]);
    // someone leaving changes no one else's colour
    expect((await owner.del(`${team(shop)}/anna`)).status).toBe(200);
    const after = (await owner.get<TeamOverview>(team(shop))).body.data.members;
    expect(after.map((m) => [m.id, m.colour])).toEqual([
      ['bruno', 'rose'],
      ['carla', 'teal'],
    ]);
  });

  it('two edits of different fields of one person at once both stay', async () => {
    const { shop, owner } = await ownedShop(TEAM);
    const [a, b] = await Promise.all([
      owner.put(`${team(shop)}/anna`, { name: 'Anna Maria' }),
      owner.put(`${team(shop)}/anna`, { role: { en: 'Colourist' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const anna = (await owner.get<TeamOverview>(team(shop))).body.data.members[0];
    expect(anna).toMatchObject({ name: 'Anna Maria', role: { en: 'Colourist' } });
  });

  it('validates with message keys, and refuses services of other shops and a full team', async () => {
    const { shop, owner } = await ownedShop(TEAM);
    const bad = await owner.post(team(shop), {
      name: ' ',
      timeOff: [{ from: daysAhead(5), to: daysAhead(2) }],
      workingHours: { monday: { isOpen: true, ranges: [{ start: '10:00', end: '09:00' }] } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        name: 'shopSetup.team.nameTooShort',
        'timeOff[0].to': 'shopSetup.team.timeOffOrder',
        'workingHours.monday.ranges[0].end': 'shopSetup.hours.invalidRange',
        'workingHours.tuesday.isOpen': 'validation.required',
      },
    });
    const foreign = await owner.post(team(shop), {
      name: 'Zoe',
      serviceIds: ['another-shop--cut'],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'TEAM_SERVICE_UNKNOWN' });

    const crowd = Array.from({ length: 50 }, (_, i) => ({ _id: `p${i}`, name: `P ${i}` }));
    await ShopModel.updateOne({ _id: shop.id }, { $set: { staff: crowd } });
    const full = await owner.post(team(shop), { name: 'One Too Many' });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'TEAM_FULL' });
  });

  it('answers 404 to other owners, 403 to customers, 401 without a session', async () => {
    const { shop } = await ownedShop(TEAM);
    const other = client(app, await signIn(app, await createUser({ role: 'shop' })));
    const customer = client(app, await signIn(app, await createUser()));
    expect((await other.get(team(shop))).body).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    expect((await other.put(`${team(shop)}/anna`, { name: 'Mine' })).status).toBe(404);
    expect((await other.get('/shops/NOT_AN_ID!/team')).status).toBe(404);
    expect((await customer.post(team(shop), { name: 'Me' })).status).toBe(403);
    expect((await client(app).get(team(shop))).status).toBe(401);
    const anna = (await ShopModel.findById(shop.id).lean())?.staff[0];
    expect(anna?.name).toBe('Anna');
  });
});

describe('time off and the booking engine', () => {
  it("removes that person's slots on those days and keeps the others'", async () => {
    const { shop, owner } = await ownedShop(TEAM);
    const date = daysAhead(4);
    expect(slotAt(await slotsOf(app, shop, date, undefined, 'anna'), '10:00')?.available).toBe(
      true,
    );
    const saved = await owner.put(`${team(shop)}/anna`, {
      timeOff: [{ from: date, to: daysAhead(5), note: 'Holiday' }],
    });
    expect(saved.status).toBe(200);
    expect(await slotsOf(app, shop, date, undefined, 'anna')).toEqual([]);
    expect(slotAt(await slotsOf(app, shop, date), '10:00')?.staffIds).toEqual(['bruno']);
    // the note stays private
    expect(JSON.stringify(await publicStaff(shop))).not.toContain('Holiday');
  });
});

describe('changes that would break upcoming bookings', () => {
  async function bookedWithAnna() {
    const owned = await ownedShop(TEAM);
    const customer = await bookingClient(app);
    const date = daysAhead(6);
    const made = await customer.book(bookingBody(owned.shop, date, '10:00', { staffId: 'anna' }));
    expect(made.status).toBe(201);
    return { ...owned, customer, date, booking: made.body.data.booking };
  }

  it('refuses to remove a person with a future booking, listing it with who is free then', async () => {
    const { shop, token, booking } = await bookedWithAnna();
    const refused = await send<TeamConflict>(token, 'DELETE', `${team(shop)}/anna`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'TEAM_AFFECTS_BOOKINGS' });
    expect(refused.body.data.affected).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        time: '10:00',
        staffId: 'anna',
        candidates: [{ id: 'bruno', name: 'Bruno' }],
      }),
    ]);
    expect((await publicStaff(shop)).map((m) => m.id)).toEqual(['anna', 'bruno']);
    // time off over the booking's day is refused the same way
    const away = await send<TeamConflict>(token, 'PUT', `${team(shop)}/anna`, {
      timeOff: [{ from: booking.date, to: booking.date }],
    });
    expect(away.status).toBe(409);
  });

  it('reassigns the booking to the chosen person, and the time stays single-booked', async () => {
    const { shop, token, booking, date } = await bookedWithAnna();
    const done = await send<{ reassigned: number }>(token, 'DELETE', `${team(shop)}/anna`, {
      resolutions: [{ bookingId: booking.id, action: 'reassign', staffId: 'bruno' }],
    });
    expect(done.status).toBe(200);
    expect(done.body.data.reassigned).toBe(1);
    const moved = await BookingModel.findById(booking.id).lean();
    expect(moved).toMatchObject({ staffId: 'bruno', date, time: '10:00' });
    expect(slotAt(await slotsOf(app, shop, date), '10:00')).toMatchObject({ available: false });
    const late = await (
      await bookingClient(app)
    ).book(bookingBody(shop, date, '10:00', { staffId: 'bruno' }));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'SLOT_TAKEN' });
  });

  it('refuses a reassignment to someone not free then', async () => {
    const { shop, token, booking, date } = await bookedWithAnna();
    await (await bookingClient(app)).book(bookingBody(shop, date, '10:00', { staffId: 'bruno' }));
    const refused = await send<TeamConflict>(token, 'DELETE', `${team(shop)}/anna`, {
      resolutions: [{ bookingId: booking.id, action: 'reassign', staffId: 'bruno' }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.data.affected[0]?.candidates).toEqual([]);
  });

  it('cancels the booking with the reason, emails the customer, then removes the person', async () => {
    const { shop, token, booking, customer } = await bookedWithAnna();
    const done = await send<{ cancelled: number }>(token, 'DELETE', `${team(shop)}/anna`, {
      resolutions: [{ bookingId: booking.id, action: 'cancel', reason: 'Anna has left the salon' }],
    });
    expect(done.status).toBe(200);
    expect(done.body.data.cancelled).toBe(1);
    expect(await BookingModel.findById(booking.id).lean()).toMatchObject({ status: 'cancelled' });
    expect((await publicStaff(shop)).map((m) => m.id)).toEqual(['bruno']);
    const mail = await eventually(
      async () =>
        (
          await getJson<Envelope<{ items: OutboxMessage[] }>>(
            `${app.baseUrl}/api/dev/outbox?to=${customer.user.email}`,
            { headers: await adminHeaders(app) },
          )
        ).body.data.items,
      (items) => items.some((m) => m.template === 'booking-updated'),
    );
    const update = mail.find((m) => m.template === 'booking-updated');
    expect(update?.subject).toBe('Salone Prova cancelled your booking');
    expect(update?.text).toContain('Anna has left the salon');
  });
});

describe('the chair and racing creates', () => {
  it("adding the first person asks about the one chair's bookings and moves them to that person", async () => {
    const { shop, token } = await ownedShop([]);
    const date = daysAhead(6);
    const made = await (await bookingClient(app)).book(bookingBody(shop, date, '11:00'));
    expect(made.body.data.booking.staffId).toBe('shop');
    const refused = await send<TeamConflict>(token, 'POST', team(shop), { name: 'Anna' });
    expect(refused.status).toBe(409);
    expect(refused.body.data.affected[0]?.candidates).toEqual([{ id: 'anna', name: 'Anna' }]);
    const done = await send<{ reassigned: number }>(token, 'POST', team(shop), {
      name: 'Anna',
      resolutions: [{ bookingId: made.body.data.booking.id, action: 'reassign', staffId: 'anna' }],
    });
    expect(done.status).toBe(201);
    expect(done.body.data.reassigned).toBe(1);
    expect(await BookingModel.findById(made.body.data.booking.id).lean()).toMatchObject({
      staffId: 'anna',
      time: '11:00',
    });
    expect(slotAt(await slotsOf(app, shop, date), '11:00')).toMatchObject({ available: false });
  });

  it('narrowing the services a person performs is checked against their bookings', async () => {
    const owned = await ownedShop(TEAM);
    const made = await (
      await bookingClient(app)
    ).book(bookingBody(owned.shop, daysAhead(5), '10:00', { staffId: 'anna' }));
    expect(made.status).toBe(201);
    const refused = await send<TeamConflict>(owned.token, 'PUT', `${team(owned.shop)}/anna`, {
      serviceIds: [owned.shop.services.trim],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.data.affected.map((a) => a.bookingId)).toEqual([made.body.data.booking.id]);
  });

  it('two people added at once with the same name both stay, with different ids', async () => {
    const { shop, owner } = await ownedShop([]);
    const answers = await Promise.all([
      owner.post<{ member: TeamMember }>(team(shop), { name: 'Sara' }),
      owner.post<{ member: TeamMember }>(team(shop), { name: 'Sara' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const ids = (await owner.get<TeamOverview>(team(shop))).body.data.members.map((m) => m.id);
    expect(ids.sort()).toEqual(['sara', 'sara-2']);
  });
});

describe('staff photos', () => {
  it('stores a square WebP by content and serves it; refuses what is not an image', async () => {
    const { shop, token } = await ownedShop(TEAM);
    const bytes = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#cc0066' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'anna.jpg');
    const owner = client(app, token);
    const uploaded = await owner.upload<{ member: TeamMember }>(`${team(shop)}/anna/photo`, form);
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.data.member.photo!;
    expect(url).toMatch(new RegExp(`^/api/shops/${shop.id}/team-photos/[0-9a-f-]{36}\\.webp$`));
    const served = await fetch(`${app.baseUrl}${url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect((await publicStaff(shop))[0]?.photo).toBe(url);

    const text = new FormData();
    text.append('photo', new Blob(['<svg/>'], { type: 'image/png' }), 'x.png');
    const refused = await owner.upload(`${team(shop)}/anna/photo`, text);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'TEAM_PHOTO_INVALID_TYPE' });
  });
});

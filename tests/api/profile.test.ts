import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '../../src/domain/profile';
import { PROFILE_MESSAGES } from '../../src/domain/profile';
import { LoginIdentityModel, UserModel, emailIdentityId } from '../../server/models/user.model';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, login, signIn, type TestUser } from './profile-fixtures';

type Profile = { user: UserProfile };

const customerForm = (email: string) => ({
  name: 'Anna Verdi',
  email,
  phone: '+39 333 123 4567',
  address: 'Via Roma 1',
  city: 'Roma',
  postalCode: '00100',
  country: 'IT',
  state: 'RM',
  preferredServices: ['haircut', 'massage'],
  communicationPrefs: { email: true, sms: true, marketing: false },
  bookingPrefs: { reminderTime: 12, preferredTime: 'morning' },
  dateOfBirth: '1990-05-17',
  allergies: ['Nickel', 'Latex'],
  medicalConditions: 'Sensitive scalp',
  emergencyContact: { name: 'Marco Verdi', phone: '+39 333 765 4321' },
});

const shopForm = (email: string) => ({
  name: 'Salone Luce',
  email,
  phone: '+39 06 1234 5678',
  businessType: 'salon',
  taxId: 'IT12345678901',
  description: 'Hair and colour since 1998',
});

describe('profile: GET/PUT /api/users/profile', () => {
  let app: TestApp;
  let customer: TestUser;
  let shop: TestUser;
  let customerToken: string;
  let shopToken: string;

  beforeAll(async () => {
    app = await startTestApp({ dbName: 'api_profile' });
    customer = await createUser({ role: 'customer', name: 'Anna Verdi' });
    shop = await createUser({ role: 'shop', name: 'Salone Luce' });
    customerToken = await signIn(app, customer);
    shopToken = await signIn(app, shop);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('requires a token', async () => {
    for (const call of [
      client(app).get('/users/profile'),
      client(app).put('/users/profile', customerForm('x@example.com')),
      client(app, 'not-a-token').get('/users/profile'),
    ]) {
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.body.success).toBe(false);
    }
  });

  it('returns the customer-only fields to customers and the shop-only fields to shops and admins', async () => {
    const mine = await client(app, customerToken).get<Profile>('/users/profile');
    expect(mine.status).toBe(200);
    expect(mine.body.success).toBe(true);
    expect(mine.body.data.user).toMatchObject({
      id: customer.id,
      role: 'customer',
      email: customer.email,
      avatarUrl: null,
      communicationPrefs: { email: true, sms: false, marketing: false },
      bookingPrefs: { reminderTime: 24, preferredTime: 'anytime' },
      allergies: [],
      dateOfBirth: '',
    });
    expect(mine.body.data.user).not.toHaveProperty('taxId');
    expect(mine.body.data.user).not.toHaveProperty('businessType');

    const theirs = await client(app, shopToken).get<Profile>('/users/profile');
    expect(theirs.body.data.user).toMatchObject({ id: shop.id, role: 'shop', taxId: '' });
    for (const field of ['allergies', 'dateOfBirth', 'medicalConditions', 'emergencyContact'])
      expect(theirs.body.data.user).not.toHaveProperty(field);

    const admin = await signIn(app, { email: 'admin@orabella.demo', password: 'Demo1234!' });
    const adminProfile = await client(app, admin).get<Profile>('/users/profile');
    expect(adminProfile.body.data.user).toMatchObject({ role: 'admin', businessType: '' });
    expect(adminProfile.body.data.user).not.toHaveProperty('allergies');
  });

  it('saves a full customer form and answers with the stored profile', async () => {
    const form = customerForm(customer.email);
    const saved = await client(app, customerToken).put<Profile>('/users/profile', form);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(PROFILE_MESSAGES.profileUpdated);
    expect(saved.body.data.user).toMatchObject({ ...form, id: customer.id });
    const read = await client(app, customerToken).get<Profile>('/users/profile');
    expect(read.body.data.user).toEqual(saved.body.data.user);
  });

  it('merges nested partials: one communication toggle leaves its siblings alone', async () => {
    const api = client(app, customerToken);
    const before = (await api.get<Profile>('/users/profile')).body.data.user;
    const { status, body } = await api.put<Profile>('/users/profile', {
      name: before.name,
      email: before.email,
      phone: before.phone,
      communicationPrefs: { marketing: true },
      emergencyContact: { name: 'Lucia Verdi' },
    });
    expect(status).toBe(200);
    expect(body.data.user.communicationPrefs).toEqual({
      ...before.communicationPrefs,
      marketing: true,
    });
    expect(body.data.user.emergencyContact).toEqual({
      ...before.emergencyContact!,
      name: 'Lucia Verdi',
    });
    expect(body.data.user.allergies).toEqual(before.allergies);
  });

  it('saves a shop form with the business fields', async () => {
    const { status, body } = await client(app, shopToken).put<Profile>(
      '/users/profile',
      shopForm(shop.email),
    );
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject(shopForm(shop.email));
  });

  /** Every refused body must leave the stored profile exactly as it was. */
  async function expectRefused(
    token: string,
    body: unknown,
    expected: { status?: number; errors?: Record<string, string> } = {},
  ) {
    const api = client(app, token);
    const before = await api.get<Profile>('/users/profile');
    const response = await api.put<Profile>('/users/profile', body);
    const label = typeof body === 'string' ? body.slice(0, 80) : JSON.stringify(body).slice(0, 200);
    expect(response.status, label).toBe(expected.status ?? 400);
    expect(response.body.success, label).toBe(false);
    expect(response.body.data, label).toBeUndefined();
    if (expected.status === undefined)
      expect(response.body.message, label).toBe('Validation failed');
    if (expected.errors) expect(response.body.errors, label).toMatchObject(expected.errors);
    expect((await api.get<Profile>('/users/profile')).body, label).toEqual(before.body);
    return response.body;
  }

  it('applies each form rule with its message key', async () => {
    const base = customerForm(customer.email);
    const future = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '' }, { name: 'nameRequired' }],
      [{ name: '  A ' }, { name: 'nameMinLength' }],
      [{ email: '' }, { email: 'emailRequired' }],
      [{ email: 'anna verdi@example.com' }, { email: 'emailInvalid' }],
      [{ email: 'not-an-email' }, { email: 'emailInvalid' }],
      [{ phone: '' }, { phone: 'phoneRequired' }],
      [{ phone: 'call me' }, { phone: 'phoneInvalid' }],
      [{ phone: '+0 333 1234' }, { phone: 'phoneInvalid' }],
      [{ dateOfBirth: '1990-02-30' }, { dateOfBirth: 'validation.invalidDate' }],
      [{ dateOfBirth: future }, { dateOfBirth: 'validation.invalidDate' }],
      [{ allergies: ['Nickel', 'nickel'] }, { allergies: 'validation.duplicate' }],
      [{ allergies: ['   '] }, { 'allergies[0]': 'validation.invalidType' }],
      [
        { preferredServices: ['haircut', 'tattoo'] },
        { 'preferredServices[1]': 'validation.invalidType' },
      ],
      [{ country: 'XX' }, { country: 'validation.invalidType' }],
      [
        { bookingPrefs: { reminderTime: 5 } },
        { 'bookingPrefs.reminderTime': 'validation.invalidType' },
      ],
      [
        { bookingPrefs: { preferredTime: 'night' } },
        { 'bookingPrefs.preferredTime': 'validation.invalidType' },
      ],
    ];
    for (const [change, errors] of cases)
      await expectRefused(customerToken, { ...base, ...change }, { errors });
  });

  it('refuses missing required fields, wrong types and non-object bodies', async () => {
    await expectRefused(
      customerToken,
      {},
      {
        errors: { name: 'nameRequired', email: 'emailRequired', phone: 'phoneRequired' },
      },
    );
    const base = customerForm(customer.email);
    const wrongTypes: [string, unknown][] = [
      ['name', 42],
      ['email', true],
      ['allergies', 'Nickel'],
      ['allergies', [1, 2]],
      ['communicationPrefs', true],
      ['communicationPrefs', { email: 'yes' }],
      ['bookingPrefs', { reminderTime: '24' }],
      ['emergencyContact', ['Marco']],
    ];
    for (const [field, value] of wrongTypes)
      await expectRefused(customerToken, { ...base, [field]: value });
    await expectRefused(customerToken, '[]', { errors: { body: 'validation.invalidType' } });
    // Strict JSON: a bare string, number or null is not a body at all, nor is broken JSON.
    for (const body of ['"hello"', '42', 'null', '{"name": '])
      await expectRefused(customerToken, body, { status: 400 }).then((refused) =>
        expect(refused.message).toBe('Malformed JSON body'),
      );
  });

  it('refuses 10 kB strings and operator objects in every string field', async () => {
    const base = customerForm(customer.email);
    const huge = 'a'.repeat(10_000);
    const operator = { $gt: '' };
    const topLevel = [
      'name',
      'email',
      'phone',
      'address',
      'city',
      'postalCode',
      'country',
      'state',
    ];
    const customerOnly = ['dateOfBirth', 'medicalConditions'];
    for (const field of [...topLevel, ...customerOnly]) {
      await expectRefused(customerToken, { ...base, [field]: huge });
      await expectRefused(
        customerToken,
        { ...base, [field]: operator },
        {
          errors: { [field]: 'validation.invalidType' },
        },
      );
    }
    for (const field of ['name', 'phone']) {
      const contact = { ...base.emergencyContact, [field]: operator };
      await expectRefused(
        customerToken,
        { ...base, emergencyContact: contact },
        {
          errors: { [`emergencyContact.${field}`]: 'validation.invalidType' },
        },
      );
      await expectRefused(customerToken, {
        ...base,
        emergencyContact: { ...base.emergencyContact, [field]: huge },
      });
    }
    for (const field of ['allergies', 'preferredServices']) {
      await expectRefused(customerToken, { ...base, [field]: [operator] });
      await expectRefused(customerToken, { ...base, [field]: [huge] });
    }
    await expectRefused(customerToken, { ...base, bookingPrefs: { preferredTime: operator } });
    const shopBase = shopForm(shop.email);
    for (const field of ['businessType', 'taxId', 'description']) {
      await expectRefused(shopToken, { ...shopBase, [field]: huge });
      await expectRefused(shopToken, { ...shopBase, [field]: operator });
    }
  });

  it('refuses unknown fields, fields of the other role and an oversized body (413)', async () => {
    const base = customerForm(customer.email);
    for (const [field, value] of [
      ['role', 'admin'],
      ['status', 'active'],
      ['id', shop.id],
      ['_id', shop.id],
      ['avatarUrl', '/evil.png'],
      ['avatarFile', 'x.png'],
      ['deletedAt', null],
      ['isAdmin', true],
    ] as const)
      await expectRefused(
        customerToken,
        { ...base, [field]: value },
        {
          errors: { [field]: 'validation.unknownField' },
        },
      );
    await expectRefused(
      customerToken,
      { ...base, communicationPrefs: { push: true } },
      {
        errors: { 'communicationPrefs.push': 'validation.unknownField' },
      },
    );
    for (const field of ['taxId', 'businessType', 'description'])
      await expectRefused(
        customerToken,
        { ...base, [field]: 'salon' },
        {
          errors: { [field]: 'validation.unknownField' },
        },
      );
    const shopBase = shopForm(shop.email);
    for (const [field, value] of [
      ['allergies', ['Nickel']],
      ['dateOfBirth', '1990-01-01'],
      ['medicalConditions', 'none'],
      ['emergencyContact', { name: 'A B' }],
    ] as const)
      await expectRefused(
        shopToken,
        { ...shopBase, [field]: value },
        {
          errors: { [field]: 'validation.unknownField' },
        },
      );
    const oversized = await expectRefused(
      customerToken,
      { ...base, medicalConditions: 'x'.repeat(110_000) },
      { status: 413 },
    );
    expect(oversized.message).toBe('Request body too large');
  });

  it('keeps users apart: B’s update never touches A, and A only ever reads A', async () => {
    const a = await createUser({ name: 'Alice Prima' });
    const b = await createUser({ name: 'Bruno Secondo' });
    const apiA = client(app, await signIn(app, a));
    const apiB = client(app, await signIn(app, b));
    const aBefore = (await apiA.get<Profile>('/users/profile')).body;

    const bSaved = await apiB.put<Profile>('/users/profile', {
      ...customerForm(b.email),
      name: 'Bruno Changed',
    });
    expect(bSaved.status).toBe(200);
    expect(bSaved.body.data.user.id).toBe(b.id);

    const aAfter = await apiA.get<Profile>('/users/profile');
    expect(aAfter.body).toEqual(aBefore);
    expect(JSON.stringify(aAfter.body)).not.toContain(b.id);
    expect(JSON.stringify(aAfter.body)).not.toContain('Bruno');
    // Naming the other user in the body or the query is not a way in.
    expect((await apiB.put('/users/profile', { ...customerForm(b.email), id: a.id })).status).toBe(
      400,
    );
    expect((await apiA.get<Profile>(`/users/profile?id=${b.id}`)).body.data.user.id).toBe(a.id);
    expect((await apiA.get(`/users/${b.id}`)).status).toBe(404);
    expect((await apiA.get<Profile>('/users/profile')).body).toEqual(aBefore);
  });

  it('changes the sign-in email: new identity in, old one out', async () => {
    const user = await createUser();
    const api = client(app, await signIn(app, user));
    const newEmail = `Moved-${Date.now()}@Example.com`;
    const { status, body } = await api.put<Profile>('/users/profile', {
      ...customerForm(user.email),
      email: ` ${newEmail} `,
      currentPassword: user.password,
    });
    expect(status).toBe(200);
    expect(body.data.user.email).toBe(newEmail.toLowerCase());
    expect((await login(app, newEmail, user.password)).status).toBe(200);
    expect((await login(app, user.email, user.password)).status).toBe(401);
    expect(await LoginIdentityModel.exists({ _id: emailIdentityId(user.email) })).toBeNull();
  });

  it('refuses an email that belongs to someone else (409) and changes nothing', async () => {
    const user = await createUser();
    const other = await createUser();
    const identitiesBefore = await LoginIdentityModel.find().sort({ _id: 1 }).lean();
    await expectRefused(
      await signIn(app, user),
      {
        ...customerForm(user.email),
        email: other.email.toUpperCase(),
        name: 'New Name',
        currentPassword: user.password,
      },
      { status: 409 },
    ).then((body) => expect(body.message).toBe(PROFILE_MESSAGES.emailTaken));
    expect(await LoginIdentityModel.find().sort({ _id: 1 }).lean()).toEqual(identitiesBefore);
    expect((await UserModel.findById(user.id).lean())?.email).toBe(user.email);
    expect((await login(app, user.email, user.password)).status).toBe(200);
  });
});

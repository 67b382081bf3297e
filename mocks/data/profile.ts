import type { AdminShopSummary } from '@/domain/admin';
import type { UserRole } from '@/domain/auth';
import {
  DEFAULT_ACCOUNT_SETTINGS,
  DEFAULT_BOOKING_PREFS,
  DEFAULT_COMMUNICATION_PREFS,
  type AccountSettings,
  type UserProfile,
} from '@/domain/profile';
import { resetMockShopChanges } from './shop-changes';
import { MOCK_USERS } from './users';

const CREATED = '2024-03-01T09:00:00.000Z';

function baseProfile(role: UserRole): UserProfile {
  const user = MOCK_USERS.find((u) => u.role === role);
  if (!user) throw new Error(`no mock user for ${role}`);
  return {
    id: user.id,
    role: user.role,
    status: user.status,
    name: user.name,
    email: user.email,
    phone: '',
    avatarUrl: null,
    address: '',
    city: '',
    postalCode: '',
    country: '',
    state: '',
    preferredServices: [],
    communicationPrefs: { ...DEFAULT_COMMUNICATION_PREFS },
    bookingPrefs: { ...DEFAULT_BOOKING_PREFS },
    createdAt: CREATED,
  };
}

/** The demo users' profiles as GET /api/users/profile answers (customer fields only for the customer). */
export function seedProfiles(): Record<string, UserProfile> {
  const customer: UserProfile = {
    ...baseProfile('customer'),
    phone: '+39 333 123 4567',
    address: 'Via del Corso 12',
    city: 'Roma',
    postalCode: '00186',
    country: 'IT',
    state: 'RM',
    preferredServices: ['haircut', 'manicure'],
    bookingPrefs: { reminderTime: 24, preferredTime: 'morning' },
    dateOfBirth: '1990-05-14',
    allergies: ['Latex'],
    medicalConditions: '',
    emergencyContact: { name: 'Luca Romano', phone: '+39 333 765 4321' },
  };
  const shop: UserProfile = {
    ...baseProfile('shop'),
    name: 'Salone Aurora',
    phone: '+39 06 1234 5678',
    address: 'Via Nazionale 88',
    city: 'Roma',
    postalCode: '00184',
    country: 'IT',
    state: 'RM',
    businessType: 'salon',
    taxId: 'IT01234567890',
    description: 'Cuts, colour and styling in the centre of Rome.',
  };
  const admin: UserProfile = {
    ...baseProfile('admin'),
    phone: '+39 02 9876 5432',
    city: 'Milano',
    country: 'IT',
    businessType: '',
    taxId: '',
    description: '',
  };
  return Object.fromEntries([customer, shop, admin].map((p) => [p.id, p]));
}

export function seedSettings(): Record<string, AccountSettings> {
  return Object.fromEntries(
    MOCK_USERS.map((u) => [
      u.id,
      {
        ...DEFAULT_ACCOUNT_SETTINGS,
        notifications: { ...DEFAULT_ACCOUNT_SETTINGS.notifications },
        privacy: { ...DEFAULT_ACCOUNT_SETTINGS.privacy },
      },
    ]),
  );
}

/** Shops awaiting review (and one of each reviewed state) for GET /api/admin/shops. */
export function seedAdminShops(): AdminShopSummary[] {
  return [
    {
      id: 'shop-pending-1',
      name: 'Studio Luce Nails',
      businessType: 'nail_salon',
      approvalStatus: 'pending',
      rejectionReason: null,
      createdAt: '2025-01-10T10:15:00.000Z',
      owner: {
        id: 'user-pending-1',
        name: 'Sara Gallo',
        email: 'sara@studioluce.example',
        phone: '+39 02 555 0101',
      },
    },
    {
      id: 'shop-pending-2',
      name: 'Barberia Vecchia Milano',
      businessType: 'barbershop',
      approvalStatus: 'pending',
      rejectionReason: null,
      createdAt: '2025-01-12T15:40:00.000Z',
      owner: {
        id: 'user-pending-2',
        name: 'Davide Russo',
        email: 'davide@barberia.example',
        phone: '+39 02 555 0202',
      },
    },
    {
      id: 'shop-pending-3',
      name: 'Terme Serene Spa',
      businessType: 'spa',
      approvalStatus: 'pending',
      rejectionReason: null,
      createdAt: '2025-01-14T08:05:00.000Z',
      owner: null,
    },
    {
      id: 'shop-approved-1',
      name: 'Salone Aurora',
      businessType: 'salon',
      approvalStatus: 'approved',
      rejectionReason: null,
      createdAt: '2024-03-01T09:00:00.000Z',
      owner: {
        id: 'user-demo-shop',
        name: 'Marco Bianchi',
        email: 'shop@orabella.demo',
        phone: '+39 06 1234 5678',
      },
    },
    {
      id: 'shop-rejected-1',
      name: 'Quick Cuts Test',
      businessType: 'salon',
      approvalStatus: 'rejected',
      rejectionReason: 'Incomplete business details',
      createdAt: '2024-12-02T11:00:00.000Z',
      owner: {
        id: 'user-rejected-1',
        name: 'Paolo Neri',
        email: 'paolo@quickcuts.example',
        phone: '+39 06 555 0303',
      },
    },
  ];
}

/** In-memory state of the profile and admin mocks; tests call resetProfileMockState() between cases. */
export const profileMockState = {
  profiles: seedProfiles(),
  settings: seedSettings(),
  adminShops: seedAdminShops(),
  /** current passwords by user id (the demo password until changed) */
  passwords: Object.fromEntries(MOCK_USERS.map((u) => [u.id, u.password])) as Record<
    string,
    string
  >,
  deleted: new Set<string>(),
};

export function resetProfileMockState() {
  profileMockState.profiles = seedProfiles();
  profileMockState.settings = seedSettings();
  profileMockState.adminShops = seedAdminShops();
  // approvals made through the mocks listed shops: back to the seeded catalogue
  resetMockShopChanges();
  profileMockState.passwords = Object.fromEntries(MOCK_USERS.map((u) => [u.id, u.password]));
  profileMockState.deleted = new Set();
}

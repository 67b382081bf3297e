import { ApiError } from '@/lib/api';
import type { UserProfile } from '@/domain/profile';
import { seedProfiles } from '@mocks/data/profile';

const profiles = seedProfiles();
export const customerProfile = profiles['user-demo-customer'] as UserProfile;
export const shopProfile = profiles['user-demo-shop'] as UserProfile;

/** A customer with nothing filled in but the account basics. */
export const emptyCustomerProfile: UserProfile = {
  ...customerProfile,
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  state: '',
  preferredServices: [],
  dateOfBirth: '',
  allergies: [],
  medicalConditions: '',
  emergencyContact: { name: '', phone: '' },
};

export const failing = () => Promise.reject(new ApiError(500, 'Server error'));

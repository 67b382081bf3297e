import {
  preferencesOf,
  type CustomerPreferences,
  type CustomerPreferencesUpdate,
} from '../../../src/domain/customer-preferences';
import {
  medicalInfoOf,
  type MedicalInfo,
  type MedicalInfoUpdate,
} from '../../../src/domain/medical-info';
import { ApiError } from '../../http/api-error';
import { UserModel } from '../../models/user.model';
import { userDocument, type UserDocument } from '../auth/user-documents';

/**
 * A customer's preferences and medical info (spec 02 §7 "Customer area"), stored on their user document: the
 * values the profile form also edits in the fields it uses (one copy), the others beside them (customerPrefs,
 * privacySettings, medicalInfoUpdatedAt; see server/models/user.model.ts). Reads come from the user documents
 * kept in memory (user-documents.ts); writes go through UserModel, whose hooks make the next read see them.
 */

/** The stored user as the domain's preferences read it. */
export function storedPreferencesOf(
  user: Pick<
    UserDocument,
    | 'preferredServices'
    | 'communicationPrefs'
    | 'bookingPrefs'
    | 'customerPrefs'
    | 'privacySettings'
  >,
): CustomerPreferences {
  const extra = user.customerPrefs;
  return preferencesOf({
    preferredServices: user.preferredServices,
    communicationPrefs: { ...user.communicationPrefs, reminders: extra?.reminders },
    bookingPrefs: {
      ...user.bookingPrefs,
      autoConfirm: extra?.autoConfirm,
      sameProvider: extra?.sameProvider,
    },
    privacySettings: user.privacySettings,
  });
}

export function storedMedicalInfoOf(
  user: Pick<
    UserDocument,
    'allergies' | 'medicalConditions' | 'emergencyContact' | 'medicalInfoUpdatedAt'
  >,
): MedicalInfo {
  return medicalInfoOf({
    allergies: user.allergies,
    medicalConditions: user.medicalConditions,
    emergencyContact: user.emergencyContact,
    lastUpdated: user.medicalInfoUpdatedAt,
  });
}

/** The signed-in customer's document; a deleted account's shell answers as the profile does (401). */
async function activeUser(userId: string): Promise<UserDocument> {
  const user = await userDocument(userId);
  if (!user || user.deletedAt) throw new ApiError('TOKEN_INVALID');
  return user;
}

/** `$set` of the values sent, by their dotted paths, so nothing left out is touched. */
function preferenceSet(update: CustomerPreferencesUpdate): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  const put = (path: string, value: unknown) => {
    if (value !== undefined) set[path] = value;
  };
  put('preferredServices', update.preferredServices);
  const comm = update.communicationPrefs ?? {};
  put('communicationPrefs.email', comm.email);
  put('communicationPrefs.sms', comm.sms);
  put('communicationPrefs.marketing', comm.marketing);
  put('customerPrefs.reminders', comm.reminders);
  const booking = update.bookingPrefs ?? {};
  put('bookingPrefs.reminderTime', booking.reminderTime);
  put('bookingPrefs.preferredTime', booking.preferredTime);
  put('customerPrefs.autoConfirm', booking.autoConfirm);
  put('customerPrefs.sameProvider', booking.sameProvider);
  const privacy = update.privacySettings ?? {};
  put('privacySettings.shareProfile', privacy.shareProfile);
  put('privacySettings.allowReviews', privacy.allowReviews);
  put('privacySettings.dataRetention', privacy.dataRetention);
  return set;
}

function medicalSet(update: MedicalInfoUpdate, at: Date): Record<string, unknown> {
  const set: Record<string, unknown> = { medicalInfoUpdatedAt: at };
  if (update.allergies !== undefined) set.allergies = update.allergies;
  if (update.medicalConditions !== undefined) set.medicalConditions = update.medicalConditions;
  if (update.emergencyContact?.name !== undefined)
    set['emergencyContact.name'] = update.emergencyContact.name;
  if (update.emergencyContact?.phone !== undefined)
    set['emergencyContact.phone'] = update.emergencyContact.phone;
  return set;
}

async function writeUser(userId: string, set: Record<string, unknown>): Promise<UserDocument> {
  const updated = await UserModel.findOneAndUpdate(
    { _id: userId, deletedAt: null },
    { $set: set },
    { returnDocument: 'after', runValidators: true },
  ).lean<UserDocument>();
  if (!updated) throw new ApiError('TOKEN_INVALID');
  return updated;
}

export async function getPreferences(userId: string): Promise<CustomerPreferences> {
  return storedPreferencesOf(await activeUser(userId));
}

export async function updatePreferences(
  userId: string,
  update: CustomerPreferencesUpdate,
): Promise<CustomerPreferences> {
  const set = preferenceSet(update);
  if (Object.keys(set).length === 0) return getPreferences(userId);
  return storedPreferencesOf(await writeUser(userId, set));
}

export async function getMedicalInfo(userId: string): Promise<MedicalInfo> {
  return storedMedicalInfoOf(await activeUser(userId));
}

/** Every PUT stamps the server's time as lastUpdated (a client's own `lastUpdated` is ignored). */
export async function updateMedicalInfo(
  userId: string,
  update: MedicalInfoUpdate,
  now: Date = new Date(),
): Promise<MedicalInfo> {
  return storedMedicalInfoOf(await writeUser(userId, medicalSet(update, now)));
}

/**
 * Whether quick rebook should keep the same person (the customer's bookingPrefs.sameProvider, true by default).
 * From the user document in memory: no database read when it is current. An unknown or deleted user reads as
 * the default.
 */
export async function sameProviderPreference(userId: string): Promise<boolean> {
  const user = await userDocument(userId);
  if (!user || user.deletedAt) return true;
  return storedPreferencesOf(user).bookingPrefs.sameProvider;
}

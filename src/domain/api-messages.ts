/**
 * Italian texts for API failure messages, keyed by the English message the server throws. The error middleware
 * answers in Italian when the request prefers it (`Accept-Language`). Add an entry next to every new message a
 * user may read; the foundations issue replaces this with codes.
 */
export const API_MESSAGES_IT: Readonly<Record<string, string>> = {
  'Something went wrong. Please try again.': 'Qualcosa è andato storto. Riprova.',
  'The service is temporarily unavailable. Please try again shortly.':
    'Il servizio è temporaneamente non disponibile. Riprova tra poco.',
  'Validation failed': 'Dati non validi',
  'Authentication required': 'Accesso richiesto',
  'Not found': 'Non trovato',
  Forbidden: 'Non consentito',
  'Notes can no longer be changed for this booking':
    'Le note di questa prenotazione non si possono più modificare',
  'Malformed request path': 'Percorso della richiesta non valido',
  'Malformed request body': 'Corpo della richiesta non valido',
  'This Idempotency-Key was already used for a different request.':
    'Questa Idempotency-Key è già stata usata per una richiesta diversa.',
  'You already have a booking at this time.': "Hai già una prenotazione a quest'ora.",
  'You have reached the booking limit for this shop on this day.':
    'Hai raggiunto il limite di prenotazioni per questo negozio in questo giorno.',
  'You have reached the maximum number of upcoming bookings.':
    'Hai raggiunto il numero massimo di prenotazioni future.',
  'Enter your current password to change your email':
    "Inserisci la password attuale per cambiare l'email",
  'Sign in again to change your email: the last sign-in was too long ago':
    "Accedi di nuovo per cambiare l'email: l'ultimo accesso è troppo vecchio",
  'Avatar must be at most 40 megapixels': "L'avatar può avere al massimo 40 megapixel",
};

export type ApiLanguage = 'en' | 'it';

/** The message in `language`, or the English text when no translation exists. */
export function translateApiMessage(message: string, language: ApiLanguage): string {
  return language === 'it' ? (API_MESSAGES_IT[message] ?? message) : message;
}

import { PATHS } from '../../../src/domain/links';
import type { MailTemplates } from '../mailer';
import type { MailCopy } from './mail-copy';

/** Emails about the account itself: welcome, password reset and change, email change, deletion. */

export const welcomeMail: MailCopy<MailTemplates['welcome']> = {
  en: (data, { publicUrl }) =>
    data.role === 'shop'
      ? {
          subject: 'Welcome to Orabella: your shop is being reviewed',
          greeting: `Hi ${data.name},`,
          paragraphs: [
            'Thank you for registering your shop on Orabella.',
            'Our team reviews every new shop before it appears in the marketplace. We will email you as soon as yours has been reviewed, usually within two working days.',
          ],
          action: { label: 'Sign in to Orabella', url: `${publicUrl}${PATHS.login}` },
        }
      : {
          subject: 'Welcome to Orabella',
          greeting: `Hi ${data.name},`,
          paragraphs: [
            'Your Orabella account is ready.',
            'Find salons, barbers, spas and nail studios near you and book your next appointment in a few taps.',
          ],
          action: { label: 'Find a salon', url: `${publicUrl}${PATHS.home}` },
        },
  it: (data, { publicUrl }) =>
    data.role === 'shop'
      ? {
          subject: 'Benvenuto su Orabella: stiamo verificando il tuo negozio',
          greeting: `Ciao ${data.name},`,
          paragraphs: [
            'Grazie per aver registrato il tuo negozio su Orabella.',
            'Il nostro team verifica ogni nuovo negozio prima che compaia sul marketplace. Ti scriveremo appena la verifica sarà conclusa, di solito entro due giorni lavorativi.',
          ],
          action: { label: 'Accedi a Orabella', url: `${publicUrl}${PATHS.login}` },
        }
      : {
          subject: 'Benvenuto su Orabella',
          greeting: `Ciao ${data.name},`,
          paragraphs: [
            'Il tuo account Orabella è pronto.',
            'Trova saloni, barbieri, spa e centri unghie vicino a te e prenota il prossimo appuntamento in pochi tocchi.',
          ],
          action: { label: 'Trova un salone', url: `${publicUrl}${PATHS.home}` },
        },
};

export const passwordResetMail: MailCopy<MailTemplates['password-reset']> = {
  en: (data) => ({
    subject: 'Reset your Orabella password',
    greeting: `Hi ${data.name},`,
    paragraphs: ['We received a request to reset the password of your Orabella account.'],
    action: { label: 'Choose a new password', url: data.resetUrl },
    footnote: `The link works once and expires in ${data.expiresInMinutes} minutes. If you did not ask for it, ignore this email: your password stays the same.`,
  }),
  it: (data) => ({
    subject: 'Reimposta la password di Orabella',
    greeting: `Ciao ${data.name},`,
    paragraphs: [
      'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Orabella.',
    ],
    action: { label: 'Scegli una nuova password', url: data.resetUrl },
    footnote: `Il link si può usare una sola volta e scade tra ${data.expiresInMinutes} minuti. Se non l'hai richiesto tu, ignora questa email: la tua password resta invariata.`,
  }),
};

export const passwordChangedMail: MailCopy<MailTemplates['password-changed']> = {
  en: (data, { publicUrl }) => ({
    subject: 'Your Orabella password was changed',
    greeting: `Hi ${data.name},`,
    paragraphs: [
      'The password of your Orabella account was just changed, and you were signed out on your other devices.',
      'If this was not you, reset your password straight away.',
    ],
    action: { label: 'Reset my password', url: `${publicUrl}${PATHS.forgotPassword}` },
  }),
  it: (data, { publicUrl }) => ({
    subject: 'La password di Orabella è stata cambiata',
    greeting: `Ciao ${data.name},`,
    paragraphs: [
      'La password del tuo account Orabella è appena stata cambiata e sei stato disconnesso dagli altri dispositivi.',
      'Se non sei stato tu, reimposta subito la password.',
    ],
    action: { label: 'Reimposta la password', url: `${publicUrl}${PATHS.forgotPassword}` },
  }),
};

export const accountDeletedMail: MailCopy<MailTemplates['account-deleted']> = {
  en: (data) => ({
    subject: 'Your Orabella account has been deleted',
    greeting: `Hi ${data.name},`,
    paragraphs: [
      'Your Orabella account and your personal data have been deleted, as you asked.',
      'We are sorry to see you go. You are welcome back at any time with a new account.',
    ],
  }),
  it: (data) => ({
    subject: 'Il tuo account Orabella è stato eliminato',
    greeting: `Ciao ${data.name},`,
    paragraphs: [
      'Il tuo account Orabella e i tuoi dati personali sono stati eliminati, come hai chiesto.',
      'Ci dispiace vederti andare via. Puoi tornare quando vuoi con un nuovo account.',
    ],
  }),
};

/**
 * "g•••a@example.com": enough for the owner to recognise (or not) the new address, without handing a full
 * address to whoever reads the old mailbox.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local[0]! : `${local[0]!}•••${local.at(-1)!}`;
  return `${shown}${local.length <= 2 ? '•••' : ''}${email.slice(at)}`;
}

export const emailChangedMail: MailCopy<MailTemplates['email-changed']> = {
  en: (data, { publicUrl }) => ({
    subject: 'The email of your Orabella account was changed',
    greeting: `Hi ${data.name},`,
    paragraphs: [
      `The sign-in email of your Orabella account was just changed from this address to ${maskEmail(data.newEmail)}. Emails about your account and bookings now go there.`,
      'If this was not you, someone may have access to your account: reply to this email or contact us straight away so we can restore it.',
    ],
    action: { label: 'Contact us', url: `${publicUrl}${PATHS.contact}` },
  }),
  it: (data, { publicUrl }) => ({
    subject: "L'email del tuo account Orabella è stata cambiata",
    greeting: `Ciao ${data.name},`,
    paragraphs: [
      `L'email di accesso del tuo account Orabella è appena stata cambiata da questo indirizzo a ${maskEmail(data.newEmail)}. Le email sul tuo account e sulle prenotazioni ora arrivano lì.`,
      'Se non sei stato tu, qualcuno potrebbe avere accesso al tuo account: rispondi a questa email o contattaci subito, così possiamo ripristinarlo.',
    ],
    action: { label: 'Contattaci', url: `${publicUrl}${PATHS.contact}` },
  }),
};

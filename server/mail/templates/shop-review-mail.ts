import type { MailTemplates } from '../mailer';
import type { MailCopy } from './mail-copy';

/** Emails to a shop owner after an admin reviewed their shop. */

export const shopApprovedMail: MailCopy<MailTemplates['shop-approved']> = {
  en: (data) => ({
    subject: `${data.shopName} is now live on Orabella`,
    greeting: `Hi ${data.name},`,
    paragraphs: [
      `Good news: ${data.shopName} has been approved and customers can now find it and book on Orabella.`,
      'Sign in to check your services, opening hours and photos.',
    ],
    action: { label: 'Sign in to Orabella', url: data.loginUrl },
  }),
  it: (data) => ({
    subject: `${data.shopName} è ora online su Orabella`,
    greeting: `Ciao ${data.name},`,
    paragraphs: [
      `Buone notizie: ${data.shopName} è stato approvato e i clienti ora possono trovarlo e prenotare su Orabella.`,
      'Accedi per controllare servizi, orari di apertura e foto.',
    ],
    action: { label: 'Accedi a Orabella', url: data.loginUrl },
  }),
};

export const shopRejectedMail: MailCopy<MailTemplates['shop-rejected']> = {
  en: (data) => ({
    subject: `${data.shopName} was not approved on Orabella`,
    greeting: `Hi ${data.name},`,
    paragraphs: [
      `Thank you for registering ${data.shopName}. After reviewing it, our team could not approve it for the marketplace.`,
    ],
    quote: { label: 'The reason given by our team', text: data.reason },
    footnote:
      'If you think this is a mistake, or once you have fixed the issue, reply to this email.',
  }),
  it: (data) => ({
    subject: `${data.shopName} non è stato approvato su Orabella`,
    greeting: `Ciao ${data.name},`,
    paragraphs: [
      `Grazie per aver registrato ${data.shopName}. Dopo la verifica, il nostro team non ha potuto approvarlo per il marketplace.`,
    ],
    quote: { label: 'Il motivo indicato dal nostro team', text: data.reason },
    footnote:
      'Se pensi che si tratti di un errore, o dopo aver risolto il problema, rispondi a questa email.',
  }),
};

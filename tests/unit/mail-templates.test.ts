import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../src/domain/constants';
import type { MailRequest, MailTemplateName, MailTemplates } from '../../server/mail/mailer';
import { MAIL_TEMPLATE_NAMES, escapeHtml, renderMail } from '../../server/mail/templates';

const PUBLIC_URL = 'https://orabella.example';
const EVIL = '<script>alert("x")</script> & Co';

/** Data for every template, with user-provided strings set to `text`. */
function sampleData(text: string): { [T in MailTemplateName]: MailTemplates[T] } {
  return {
    welcome: { name: text, role: 'customer' },
    'password-reset': {
      name: text,
      resetUrl: `${PUBLIC_URL}/reset-password?token=abc123`,
      expiresInMinutes: 60,
    },
    'password-changed': { name: text },
    'shop-approved': { name: text, shopName: text, loginUrl: `${PUBLIC_URL}/login` },
    'shop-rejected': { name: text, shopName: text, reason: text },
    'account-deleted': { name: text },
    'email-changed': { name: text, newEmail: 'new.address@example.com' },
  };
}

function render<T extends MailTemplateName>(
  template: T,
  locale: MailRequest['locale'],
  data: MailTemplates[T],
) {
  return renderMail({ template, locale, data }, PUBLIC_URL);
}

describe('mail templates', () => {
  it('cover every template name of the mail contract', () => {
    expect([...MAIL_TEMPLATE_NAMES].sort()).toEqual(
      [
        'account-deleted',
        'email-changed',
        'password-changed',
        'password-reset',
        'shop-approved',
        'shop-rejected',
        'welcome',
      ].sort(),
    );
  });

  for (const template of MAIL_TEMPLATE_NAMES) {
    describe(template, () => {
      const data = sampleData('Giulia Romano')[template];

      for (const locale of SUPPORTED_LOCALES) {
        it(`renders a subject, a text and an HTML version in ${locale}`, () => {
          const mail = render(template, locale, data);
          expect(mail.subject.length).toBeGreaterThan(5);
          expect(mail.subject).not.toMatch(/\n/);
          expect(mail.text).toContain('Giulia Romano');
          expect(mail.text).not.toMatch(/<[a-z]/i);
          expect(mail.html).toMatch(/^<!doctype html>/);
          expect(mail.html).toContain(`<html lang="${locale}">`);
          expect(mail.html).toContain('Giulia Romano');
          expect(mail.html).toContain(`href="${PUBLIC_URL}"`);
        });
      }

      it('reads differently in Italian and English', () => {
        const en = render(template, 'en', data);
        const italian = render(template, 'it', data);
        expect(italian.subject).not.toBe(en.subject);
        expect(italian.text).not.toBe(en.text);
        expect(italian.html).not.toBe(en.html);
      });

      it('escapes HTML in user data and keeps it verbatim in the text', () => {
        const mail = render(template, 'en', sampleData(EVIL)[template]);
        expect(mail.html).not.toContain('<script');
        expect(mail.html).toContain(escapeHtml(EVIL));
        expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
        expect(mail.text).toContain(EVIL);
      });
    });
  }

  it('links are absolute, from the public URL or the URL the caller passed', () => {
    const welcome = render('welcome', 'en', { name: 'Marco', role: 'shop' });
    expect(welcome.html).toContain(`href="${PUBLIC_URL}/login"`);
    expect(welcome.text).toContain(`${PUBLIC_URL}/login`);
    const changed = render('password-changed', 'it', { name: 'Marco' });
    expect(changed.html).toContain(`href="${PUBLIC_URL}/forgot-password"`);
    const reset = render('password-reset', 'en', sampleData('Marco')['password-reset']);
    expect(reset.html).toContain(`href="${PUBLIC_URL}/reset-password?token=abc123"`);
    expect(reset.text).toContain('60 minutes');
    expect(render('password-reset', 'it', sampleData('Marco')['password-reset']).text).toContain(
      '60 minuti',
    );
  });

  it('a trailing slash on the public URL does not double the slash in links', () => {
    const mail = renderMail(
      { template: 'welcome', locale: 'en', data: { name: 'Marco', role: 'shop' } },
      `${PUBLIC_URL}/`,
    );
    expect(mail.html).toContain(`href="${PUBLIC_URL}/login"`);
  });

  it('never turns a non-web URL into a link', () => {
    const mail = render('shop-approved', 'en', {
      name: 'Marco',
      shopName: 'Salone Aurora',
      loginUrl: 'javascript:alert(1)',
    });
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('javascript:');
  });

  it('shows the rejection reason, with its line breaks, and the shop name in the subject', () => {
    const mail = render('shop-rejected', 'it', {
      name: 'Chiara',
      shopName: 'Studio Unghie\nAventino',
      reason: 'Photos missing.\nPlease add the address.',
    });
    expect(mail.subject).toBe('Studio Unghie Aventino non è stato approvato su Orabella');
    expect(mail.text).toContain('> Photos missing.\nPlease add the address.');
    expect(mail.html).toContain('Photos missing.\nPlease add the address.');
    expect(mail.html).toContain('white-space:pre-line');
  });

  it('the welcome email tells a shop owner about the review and a customer about booking', () => {
    const shop = render('welcome', 'en', { name: 'Marco', role: 'shop' });
    const customer = render('welcome', 'en', { name: 'Giulia', role: 'customer' });
    expect(shop.text).toMatch(/review/);
    expect(customer.text).not.toMatch(/review/);
    expect(customer.text).toMatch(/book/);
  });
});

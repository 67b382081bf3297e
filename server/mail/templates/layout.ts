import type { Locale } from '../../../src/domain/constants';

/**
 * What a template says, as plain strings. Templates never write HTML themselves: the layout below turns this
 * into the text and HTML versions and escapes every string once, so user data (names, shop names, a rejection
 * reason) can never inject markup.
 */
export interface MailContent {
  subject: string;
  /** "Hi Giulia," */
  greeting: string;
  paragraphs: string[];
  /** set apart from the paragraphs (a rejection reason, in the admin's words) */
  quote?: { label: string; text: string };
  /** the one button of the email; `url` is absolute */
  action?: { label: string; url: string };
  /** small print under the button (link validity, "ignore this if it wasn't you") */
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface LayoutContext {
  locale: Locale;
  /** absolute base of every link, without a trailing slash */
  publicUrl: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Mail clients render whatever href they get, so only http(s) links become buttons. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const FOOTER: Record<Locale, string> = {
  en: 'You are receiving this email because you have an Orabella account.',
  it: 'Ricevi questa email perché hai un account Orabella.',
};
const TAGLINE: Record<Locale, string> = {
  en: 'Beauty appointments, booked in a moment',
  it: 'Appuntamenti di bellezza, prenotati in un attimo',
};

// Brand colours inline: most mail clients drop <style> blocks and ignore CSS variables.
const BRAND = '#b0466f';
const INK = '#2b2230';
const MUTED = '#6f6475';
const PAPER = '#faf6f8';

function renderText(content: MailContent, context: LayoutContext): string {
  const lines = [content.greeting, ''];
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  if (content.quote) lines.push(`${content.quote.label}:`, `> ${content.quote.text}`, '');
  if (content.action && isWebUrl(content.action.url))
    lines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footnote) lines.push(content.footnote, '');
  lines.push('--', `Orabella · ${context.publicUrl}`, FOOTER[context.locale]);
  return `${lines.join('\n')}\n`;
}

function renderHtml(content: MailContent, context: LayoutContext): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${escapeHtml(text)}</p>`;
  const parts = [p(content.greeting), ...content.paragraphs.map(p)];
  if (content.quote)
    parts.push(
      `<p style="margin:0 0 4px;font-size:14px;color:${MUTED}">${escapeHtml(content.quote.label)}</p>`,
      `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND};background:${PAPER};font-size:16px;line-height:1.5;color:${INK};white-space:pre-line">${escapeHtml(content.quote.text)}</blockquote>`,
    );
  if (content.action && isWebUrl(content.action.url))
    parts.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:${BRAND};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:${MUTED};word-break:break-all">${escapeHtml(content.action.url)}</p>`,
    );
  if (content.footnote)
    parts.push(
      `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${MUTED}">${escapeHtml(content.footnote)}</p>`,
    );
  const home = escapeHtml(context.publicUrl);
  return [
    '<!doctype html>',
    `<html lang="${context.locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${PAPER};font-family:Helvetica,Arial,sans-serif">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px">',
    `<tr><td style="padding:24px 32px;border-bottom:1px solid #eadfe5"><a href="${home}" style="font-size:24px;font-weight:bold;color:${BRAND};text-decoration:none">Orabella</a>`,
    `<div style="font-size:13px;color:${MUTED}">${escapeHtml(TAGLINE[context.locale])}</div></td></tr>`,
    `<tr><td style="padding:24px 32px">${parts.join('')}</td></tr>`,
    `<tr><td style="padding:16px 32px;border-top:1px solid #eadfe5;font-size:12px;color:${MUTED}">${escapeHtml(FOOTER[context.locale])}</td></tr>`,
    '</table></body></html>',
  ].join('\n');
}

/** The branded email: one content, rendered as plain text and as HTML with inline styles. */
export function renderLayout(content: MailContent, context: LayoutContext): RenderedMail {
  return {
    // a subject is a single header line whatever the data in it (a shop name pasted with a line break)
    subject: content.subject.replace(/\s+/g, ' ').trim(),
    text: renderText(content, context),
    html: renderHtml(content, context),
  };
}

import type { OutboxMessage } from './mailer';
import type { OutboxMessageWithRaw } from './outbox';
import { escapeHtml } from './templates';

/**
 * The /dev/outbox pages: plain server-rendered HTML, no scripts (the app's CSP forbids inline ones anyway).
 * Every value from a message is escaped: subjects and addresses carry user data.
 */

const STYLE = `
body{margin:0;font:15px/1.45 system-ui,sans-serif;color:#2b2230;background:#faf6f8}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:24px 0 8px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #eadfe5;vertical-align:top}
th{font-size:13px;color:#6f6475}
a{color:#b0466f}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;padding:12px;border:1px solid #eadfe5}
iframe{width:100%;height:640px;border:1px solid #eadfe5;background:#fff}
.muted{color:#6f6475;font-size:13px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;background:#fff;padding:12px;border:1px solid #eadfe5}
dt{color:#6f6475}dd{margin:0;word-break:break-word}
`;

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main>${body}</main></body></html>`,
  ].join('\n');
}

const messagePath = (id: string) => `/dev/outbox/${encodeURIComponent(id)}`;

/** "orabella-ORA-1.ics (text/calendar, 612 B)"; the files themselves are in the raw MIME. */
function attachmentList(message: OutboxMessage): string {
  return message.attachments
    .map(
      (file) =>
        `${escapeHtml(file.filename)} <span class="muted">(${escapeHtml(file.contentType)}, ${file.size} B)</span>`,
    )
    .join('<br>');
}

export function outboxListPage(messages: OutboxMessage[], filter: { to?: string }): string {
  const heading = filter.to ? `Outbox: mail to ${filter.to}` : 'Outbox';
  const rows = messages
    .map(
      (m) =>
        `<tr><td><a href="${messagePath(m.id)}">${escapeHtml(m.subject)}</a></td>` +
        `<td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.template)} (${escapeHtml(m.locale)})</td>` +
        `<td>${attachmentList(m)}</td>` +
        `<td><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></td></tr>`,
    )
    .join('\n');
  const table =
    messages.length === 0
      ? '<p>No emails yet. Emails the app sends while SMTP_URL is unset appear here.</p>'
      : `<table><thead><tr><th>Subject</th><th>To</th><th>Template</th><th>Attachments</th><th>Sent (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`;
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>` +
      '<p class="muted">Development outbox: emails are stored here instead of being sent. Newest first.' +
      (filter.to ? ' <a href="/dev/outbox">Show all</a>' : '') +
      `</p>${table}`,
  );
}

export function outboxMessagePage(message: OutboxMessageWithRaw): string {
  const path = messagePath(message.id);
  const fields: [string, string][] = [
    ['From', message.from],
    ['To', message.to],
    ['Subject', message.subject],
    ['Template', `${message.template} (${message.locale})`],
    ['Sent (UTC)', message.createdAt],
  ];
  const details =
    fields.map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`).join('') +
    (message.attachments.length > 0
      ? `<dt>Attachments</dt><dd>${attachmentList(message)} <span class="muted">(in the raw MIME)</span></dd>`
      : '');
  return page(
    message.subject,
    `<p><a href="/dev/outbox">← Outbox</a></p><h1>${escapeHtml(message.subject)}</h1>` +
      `<dl>${details}</dl>` +
      `<p class="muted"><a href="${path}/html">Open the HTML version</a> · <a href="${path}/raw">Raw MIME (.eml)</a></p>` +
      '<h2>HTML version</h2>' +
      // sandboxed with no permissions: the email's HTML cannot run scripts or navigate this page
      `<iframe title="HTML version" sandbox="" src="${path}/html"></iframe>` +
      `<h2>Text version</h2><pre>${escapeHtml(message.text)}</pre>`,
  );
}

export function outboxNotFoundPage(): string {
  return page(
    'Email not found',
    '<h1>Email not found</h1><p>It may have been cleared. <a href="/dev/outbox">Back to the outbox</a></p>',
  );
}

/**
 * Answered instead of any outbox page to a browser without an admin cookie. Its script (same origin, so the
 * CSP allows it) reads the app's session from this tab's sessionStorage and trades the admin's access token
 * for the page cookie; anyone else only ever sees this text.
 */
export function outboxSignInPage(forbidden: boolean): string {
  return page(
    'Outbox: admins only',
    '<h1>Outbox: admins only</h1>' +
      `<p id="outbox-status">${
        forbidden
          ? 'Only admins can read the outbox.'
          : 'Sign in to Orabella as an admin in this tab, then open this page again.'
      }</p>` +
      '<p class="muted"><a href="/login">Sign in</a></p>' +
      '<script src="/dev/outbox/sign-in.js"></script>',
  );
}

/**
 * The sign-in page's script. `orabella-session` is the app's sessionStorage key (STORAGE_KEYS.session; the
 * server may not import client code, a test keeps the two equal). One attempt per load: `#retry` marks a
 * reload that already tried, so a cookie the browser refuses cannot make it reload forever.
 */
export const OUTBOX_SIGN_IN_SCRIPT = `(function () {
  var status = document.getElementById('outbox-status');
  function say(text) { if (status) status.textContent = text; }
  if (location.hash === '#retry') {
    say('This session could not open the outbox. Sign in again as an admin, then open /dev/outbox.');
    return;
  }
  var session = null;
  try { session = JSON.parse(sessionStorage.getItem('orabella-session') || 'null'); } catch (e) { session = null; }
  if (!session || typeof session.accessToken !== 'string' || !session.user) return;
  if (session.user.role !== 'admin') { say('Only admins can read the outbox.'); return; }
  fetch('/api/dev/outbox/page-access', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { authorization: 'Bearer ' + session.accessToken }
  }).then(function (response) {
    if (response.ok) {
      history.replaceState(null, '', location.pathname + location.search + '#retry');
      location.reload();
    } else if (response.status === 401) {
      say('Your session has expired. Open the app in this tab to renew it (or sign in again), then come back.');
    } else {
      say('Only admins can read the outbox.');
    }
  }, function () { say('Could not reach the server.'); });
})();
`;

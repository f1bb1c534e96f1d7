import { formatMoney, sandboxPaymentTexts as T } from '@asp/i18n';
import type { SandboxPayment } from './sandbox';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox's hosted payment page: amount, description and the two buttons. Plain
 * forms posting back to the page; a signed-in staff member's browser also sends the
 * session cookie, so a small script adds the CSRF header the service then requires.
 */
export function sandboxPageHtml(payment: SandboxPayment, action: string): string {
  const body =
    payment.status === 'open'
      ? `<form method="post" action="${escape(action)}"><input type="hidden" name="action" value="pay"><button type="submit" class="pay">${T.pay}</button></form>
    <form method="post" action="${escape(action)}"><input type="hidden" name="action" value="fail"><button type="submit" class="fail">${T.fail}</button></form>`
      : `<p>${T.finished}</p>`;
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${T.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:.25rem;border:1px solid #333;cursor:pointer}
.pay{background:#000;color:#fff}.fail{background:#fff;color:#000}</style></head>
<body><main><h1>${T.title}</h1><p>${T.intro}</p>
<dl><dt>${T.amount}</dt><dd>${escape(formatMoney(payment.amount, payment.currency))}</dd><dt>${T.description}</dt><dd>${escape(payment.description)}</dd></dl>
${body}</main>
<script>
document.querySelectorAll('form').forEach(function (form) {
  form.addEventListener('submit', function (event) {
    var csrf = document.cookie.split('; ').find(function (c) { return c.indexOf('asp_csrf=') === 0; });
    if (!csrf) return;
    event.preventDefault();
    fetch(form.action, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': decodeURIComponent(csrf.slice(9)) }, body: new URLSearchParams(new FormData(form)) })
      .then(function (response) { window.location.href = response.url; });
  });
});
</script></body></html>`;
}

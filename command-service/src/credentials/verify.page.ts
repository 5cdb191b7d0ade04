import type { Verification } from './verification';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
const day = (iso: string) => iso.slice(0, 10);
const badge = (ok: boolean, yes: string, no: string) =>
  `<span class="badge ${ok ? 'ok' : 'bad'}">${escape(ok ? yes : no)}</span>`;
const KIND = {
  clearance: 'Clearance',
  certificate: 'Certificate',
  record: 'Record',
  trackedItem: 'Tracked item',
};

/**
 * The public verification page (no account, no script): a phone's width first. Every value is
 * escaped; nothing personal reaches it (the summary holds none).
 */
export function verifyPage(v: Verification): string {
  const revoked = v.status.some((s) => s.state === 'revoked');
  const mass = v.mass.map((m) => `${m.value} ${m.unit === 'LTR' ? 'l' : 'kg'}`).join(', ') || '—';
  const steps = v.chainOfCustody
    .map(
      (s) => `<li><time>${escape(day(s.date))}</time> <b>${escape(s.step)}</b>
  <span class="hub">${escape(s.hub.name ?? s.hub.id)}</span>${s.withdrawn ? ' <span class="badge bad">withdrawn</span>' : ''}
  <code>${escape(s.eventID)}</code></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cairn verification ${escape(v.id)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;max-width:720px;color:#1b1b1b;line-height:1.4}
h1{font-size:1.3rem;margin:0 0 4px}.id{font-size:.8rem;color:#555;word-break:break-all}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:16px 0}dt{color:#555}dd{margin:0}
.badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:.85rem;font-weight:600}
.ok{background:#d9f2dd;color:#14532d}.bad{background:#fde2e1;color:#7f1d1d}
ol{padding-left:20px}li{margin-bottom:10px}time{color:#555}.hub{display:block}
code{display:block;font-size:.7rem;color:#666;word-break:break-all}
footer{font-size:.8rem;color:#555;margin-top:24px}a{color:#0b57d0}
</style></head><body>
<h1>${escape(KIND[v.kind])}</h1>
<div class="id">${escape(v.id)}</div>
<dl>
<dt>Material</dt><dd>${escape(v.material.join(', ') || '—')}</dd>
<dt>Mass</dt><dd>${escape(mass)}</dd>
<dt>Period</dt><dd>${escape(day(v.period.from))} – ${escape(day(v.period.to))}</dd>
<dt>Signature</dt><dd>${badge(v.signature.verified, 'verified', 'not verified')}</dd>
<dt>Status</dt><dd>${badge(!revoked, 'valid', 'revoked')}</dd>
<dt>Hash chain</dt><dd>${v.chain ? badge(v.chain.verifies, 'verifies', 'broken') : '—'}</dd>
</dl>
<h2>Chain of custody</h2>
<ol>
${steps}
</ol>
<footer>Issuer <code>${escape(v.signature.issuer)}</code>
Key: <a href="${escape(v.signature.didDocument)}">did.json</a> ·
Status list: <a href="${escape(v.status[0]?.list ?? '')}">revocation</a> ·
<a href="?format=json">JSON</a></footer>
</body></html>`;
}

import { compactVerify, importJWK } from 'jose';
import { signCompactJws, type VerifyReport } from '@cairn/infra';
import {
  decodeStatusList,
  epcisIdentifiers,
  publicSummary,
  revocationList,
  statusBit,
  statusIndexOf,
  type PublicSummary,
} from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';
import type { ApiAnswer } from '../http/route-registry';
import { credentialPayload, issuerOf, STATUS_LIST_PATH } from './credentials.handlers';
import { signingKeyOf } from './signing-key';
import { verifyPage } from './verify.page';
import type { Verification } from './verification';

const CHAIN_CACHE_MS = 60_000;
const chainChecks = new WeakMap<AppContext, { at: number; report: Promise<VerifyReport> }>();
/** The whole store's check is heavy: one at a time, its result kept a minute for every visitor. */
const chainReport = (app: AppContext): Promise<VerifyReport> | null => {
  if (!app.verifyChain) return null;
  const now = app.now().getTime();
  const cached = chainChecks.get(app);
  if (cached && now - cached.at < CHAIN_CACHE_MS) return cached.report;
  const report = app.verifyChain();
  chainChecks.set(app, { at: now, report });
  report.catch(() => chainChecks.delete(app));
  return report;
};

const CREDENTIAL_OF: Partial<Record<PublicSummary['kind'], [string, string]>> = {
  clearance: ['ClearanceWeighed', 'clearances'],
  certificate: ['MaterialCertificateAdded', 'certificates'],
};

/** Signs the record's credential and checks it against the key the did document publishes. */
async function signatureState(app: AppContext, summary: PublicSummary) {
  const issuer = issuerOf(app);
  const made = CREDENTIAL_OF[summary.kind];
  const path = made ? `/api/credentials/${made[1]}/${summary.id}` : null;
  const payload =
    made && path
      ? await credentialPayload(app, null, summary.id, [made[0]], path)
      : { id: summary.id, events: summary.chainOfCustody.map((s) => s.eventID) };
  const key = await signingKeyOf(app.config, app.logger);
  const jws = await signCompactJws(key, payload, { kid: `${issuer.did}#key-1`, typ: 'vc+jwt' });
  const verified = await compactVerify(jws, await importJWK(key.publicJwk, key.alg)).then(
    () => true,
    () => false,
  );
  return {
    issuer: issuer.did,
    didDocument: `${app.config.publicUrl}/.well-known/did.json`,
    verified,
    credential: path && `${app.config.publicUrl}${path}`,
  };
}

export async function verification(app: AppContext, id: string): Promise<Verification> {
  const ids = epcisIdentifiers(app.config.idBase);
  const summary = await publicSummary(app.rows, ids, id);
  if (!summary) throw notFound();
  const bits = decodeStatusList(await revocationList(app.rows));
  const list = `${app.config.publicUrl}${STATUS_LIST_PATH}`;
  const upTo = summary.rows.reduce(
    (max, row) => (BigInt(row.globalPosition) > max ? BigInt(row.globalPosition) : max),
    0n,
  );
  const report = await chainReport(app);
  const { rows: _rows, ...shown } = summary;
  return {
    ...shown,
    signature: await signatureState(app, summary),
    status: summary.rows.map((row) => ({
      list,
      index: statusIndexOf(row),
      state: statusBit(bits, statusIndexOf(row)) ? 'revoked' : 'valid',
    })),
    chain: report && {
      // A problem named at or before the record's position (or one without position) breaks its chain.
      verifies: !report.problems.some(
        (p) => p.globalPosition === null || BigInt(p.globalPosition) <= upTo,
      ),
      upToGlobalPosition: upTo.toString(),
      eventsChecked: report.events,
      chainHead: report.chainHead,
      checkedAt: app.now().toISOString(),
    },
  };
}

/** `GET /verify/{id}`: the page, or JSON to `Accept: application/json`. */
export async function verifyAnswer(
  app: AppContext,
  id: string,
  accept: string | undefined,
): Promise<ApiAnswer> {
  const result = await verification(app, id);
  if (accept?.includes('application/json')) return { status: 200, body: result };
  return {
    status: 200,
    file: { content: verifyPage(result), contentType: 'text/html; charset=utf-8', noStore: true },
  };
}

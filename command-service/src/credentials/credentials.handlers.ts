import { ADMIN_AREA_ROLES } from '@cairn/contracts';
import { signCompactJws } from '@cairn/infra';
import {
  didWebOf,
  dteCredential,
  epcisContext,
  epcisEventOfRow,
  epcisIdentifiers,
  epcisRowOf,
  revocationList,
  statusIndexOf,
  statusListCredential,
  type Issuer,
} from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';
import type { ApiAnswer } from '../http/route-registry';
import { signingKeyOf } from './signing-key';

export const STATUS_LIST_PATH = '/credentials/status/revocation';
const KEY_ID = 'key-1';

export const issuerOf = (app: AppContext): Issuer => ({
  did: didWebOf(app.config.publicUrl),
  name: `Cairn (${new URL(app.config.publicUrl).host})`,
});
const vcJwt = (jws: string, cacheSeconds?: number): ApiAnswer => ({
  status: 200,
  file: {
    content: jws,
    contentType: 'application/vc+jwt',
    ...(cacheSeconds ? { cacheSeconds } : { noStore: true }),
  },
});

const sign = async (app: AppContext, payload: unknown) => {
  const issuer = issuerOf(app);
  return signCompactJws(await signingKeyOf(app.config, app.logger), payload, {
    kid: `${issuer.did}#${KEY_ID}`,
    typ: 'vc+jwt',
    cty: 'vc',
  });
};

/** The record's credential payload: its EPCIS events, and its bit in the revocation list. */
export async function credentialPayload(
  app: AppContext,
  user: AuthUser | null,
  uuid: string,
  eventTypes: readonly string[],
  path: string,
) {
  const row = await epcisRowOf(app.rows, uuid, eventTypes);
  if (!row) throw notFound();
  // Another hub's record is as absent as one that does not exist.
  if (user && !ADMIN_AREA_ROLES.includes(user.role) && user.hubUuid !== row.hubUuid)
    throw notFound();
  const ids = epcisIdentifiers(app.config.idBase);
  return dteCredential({
    id: `${app.config.publicUrl}${path}`,
    issuer: issuerOf(app),
    validFrom: app.now().toISOString(),
    events: [epcisEventOfRow(ids, row)],
    epcisContext: epcisContext(ids),
    status: { listUrl: `${app.config.publicUrl}${STATUS_LIST_PATH}`, index: statusIndexOf(row) },
  });
}

/** `GET /api/credentials/clearances/{uuid}`: the clearance's UNTP DTE credential as a compact JWS. */
export async function clearanceCredential(app: AppContext, user: AuthUser, uuid: string) {
  const payload = await credentialPayload(
    app,
    user,
    uuid,
    ['ClearanceWeighed'],
    `/api/credentials/clearances/${uuid}`,
  );
  return vcJwt(await sign(app, payload));
}

/** `GET /api/credentials/certificates/{uuid}`: a material certificate's credential. */
export async function certificateCredential(app: AppContext, user: AuthUser, uuid: string) {
  const payload = await credentialPayload(
    app,
    user,
    uuid,
    ['MaterialCertificateAdded'],
    `/api/credentials/certificates/${uuid}`,
  );
  return vcJwt(await sign(app, payload));
}

/** The public revocation list, signed; read fresh (a minute's cache at most). */
export async function revocationListCredential(app: AppContext): Promise<ApiAnswer> {
  const payload = statusListCredential({
    listUrl: `${app.config.publicUrl}${STATUS_LIST_PATH}`,
    issuer: issuerOf(app),
    validFrom: app.now().toISOString(),
    encodedList: await revocationList(app.rows),
  });
  return vcJwt(await sign(app, payload), 60);
}

/** `GET /.well-known/did.json`: the operator's did:web document with its public key. */
export async function didDocument(app: AppContext): Promise<ApiAnswer> {
  const { did } = issuerOf(app);
  const key = await signingKeyOf(app.config, app.logger);
  const id = `${did}#${KEY_ID}`;
  return {
    status: 200,
    file: {
      content: JSON.stringify({
        '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/jwk/v1'],
        id: did,
        verificationMethod: [
          { id, type: 'JsonWebKey', controller: did, publicKeyJwk: { ...key.publicJwk, kid: id } },
        ],
        assertionMethod: [id],
        authentication: [id],
      }),
      contentType: 'application/did+json',
      cacheSeconds: 300,
    },
  };
}

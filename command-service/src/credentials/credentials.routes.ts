import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import {
  certificateCredential,
  clearanceCredential,
  didDocument,
  revocationListCredential,
  STATUS_LIST_PATH,
} from './credentials.handlers';
import { verifyAnswer } from './verify.handlers';

const Uuid = z.object({ uuid: z.string().uuid('validationInvalid') });
const Id = z.object({ id: z.string().uuid('validationInvalid') });

/** UNTP credentials, the operator's did:web, the status list and public verification (issue 34). */
export const credentialRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/credentials/clearances/:uuid',
    access: 'signedIn',
    handle: (req) => clearanceCredential(app, req.user, parse(Uuid, req.params).uuid),
  },
  {
    method: 'get',
    path: '/api/credentials/certificates/:uuid',
    access: 'signedIn',
    handle: (req) => certificateCredential(app, req.user, parse(Uuid, req.params).uuid),
  },
  {
    method: 'get',
    path: '/.well-known/did.json',
    access: 'public',
    handle: () => didDocument(app),
  },
  {
    method: 'get',
    path: STATUS_LIST_PATH,
    access: 'public',
    handle: () => revocationListCredential(app),
  },
  {
    method: 'get',
    path: '/verify/:id',
    access: 'public',
    handle: (req) =>
      verifyAnswer(
        app,
        parse(Id, req.params).id,
        req.query.format === 'json' ? 'application/json' : req.accept,
      ),
  },
  {
    // A tracked item's identifier URI (CAIRN_ID_BASE/id/materials/{uuid}) answers its public summary.
    method: 'get',
    path: '/id/materials/:id',
    access: 'public',
    handle: async (req) => ({
      status: 303,
      headers: { Location: `/verify/${encodeURIComponent(parse(Id, req.params).id)}` },
    }),
  },
];

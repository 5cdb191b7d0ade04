import multer from 'multer';
import { z } from 'zod';
import {
  CreateComplianceActionRequest,
  EVIDENCE_MAX_BYTES,
  EvidenceUploadFields,
  MarkAsReviewedRequest,
  uuid,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import { forbidden } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';
import type { ApiRequest, RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { loadHub } from '../hubs/hub.handlers';
import { scopedHubUuid } from '../hubs/organization-scope';
import { listCocPrinciples, listComplianceActions } from './compliance.queries';
import {
  createComplianceAction,
  markAsReviewed,
  reopenComplianceAction,
  uploadEvidence,
  uploadReviewDocument,
} from './compliance.handlers';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });
const CompanyQuery = z.object({ companyUuid: uuid() });
const evidenceFile = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1, fields: 5, fieldSize: 4096 },
}).single('file');

/** The owner's side is for hub owners only; their hub comes from the token, never from the request. */
const ownerHub = (req: ApiRequest): string => {
  const user = req.user as AuthUser;
  if (user.role !== 'ROLE_HUB_OWNER' || !user.hubUuid) throw forbidden();
  return user.hubUuid;
};

export const complianceRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/cocPrinciples',
    access: 'admin',
    handle: async () => ({ status: 200, body: listCocPrinciples() }),
  },
  {
    method: 'get',
    path: '/api/admin/complianceActions',
    access: 'admin',
    handle: async (req) => {
      const hub = await loadHub(app, parse(CompanyQuery, req.query).companyUuid);
      return { status: 200, body: await listComplianceActions(app, hub.uuid) };
    },
  },
  {
    method: 'post',
    path: '/api/admin/complianceActions',
    access: 'admin',
    handle: async (req) => ({
      status: 201,
      body: await createComplianceAction(
        app,
        commandContextOf(app, req),
        parse(CreateComplianceActionRequest, req.body ?? {}),
      ),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/complianceActions/:uuid/markAsReviewed',
    access: 'admin',
    handle: async (req) => {
      const { uuid: id } = parse(UuidParam, req.params);
      return {
        status: 200,
        body: await markAsReviewed(
          app,
          commandContextOf(app, req),
          id,
          parse(MarkAsReviewedRequest, req.body ?? {}),
        ),
      };
    },
  },
  {
    // The document of markAsReviewed: /api/fileUploads is the hub app's (images and PDF, 5,000,000 bytes).
    method: 'post',
    path: '/api/admin/complianceActions/:uuid/reviewDocuments',
    access: 'admin',
    before: [evidenceFile],
    handle: async (req) => ({
      status: 201,
      body: await uploadReviewDocument(
        app,
        commandContextOf(app, req),
        parse(UuidParam, req.params).uuid,
        req.file,
      ),
    }),
  },
  {
    method: 'post',
    path: '/api/admin/complianceActions/:uuid/reopen',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await reopenComplianceAction(
        app,
        commandContextOf(app, req),
        parse(UuidParam, req.params).uuid,
      ),
    }),
  },
  {
    method: 'get',
    path: '/api/complianceActions',
    access: 'hub',
    // An organization's owner reads the actions of its assigned hubs too (`?hubUuid=`, organization-scope.ts).
    handle: async (req) => {
      ownerHub(req);
      const hubUuid = await scopedHubUuid(app, req.user, req.query.hubUuid);
      return { status: 200, body: await listComplianceActions(app, hubUuid) };
    },
  },
  {
    method: 'post',
    path: '/api/complianceActions/:uuid/evidence',
    access: 'hub',
    before: [evidenceFile],
    handle: async (req) => {
      const hubUuid = ownerHub(req);
      const { uuid: id } = parse(UuidParam, req.params);
      const { comment } = parse(EvidenceUploadFields, req.body ?? {});
      return {
        status: 201,
        body: await uploadEvidence(
          app,
          commandContextOf(app, req),
          hubUuid,
          id,
          req.file,
          comment ?? null,
        ),
      };
    },
  },
];

import {
  AuditSampleRequest,
  EvidencePackRequest,
  HistoryParams,
  LineageQuery,
  MassBalanceAuditQuery,
} from '@cairn/contracts';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { commandContextOf } from '../app-context';
import { invalid } from '../command-handling/domain-error';
import { auditSampleOf, drawAuditSample } from './audit-sample.handlers';
import { evidencePackFile, evidencePackView, requestEvidencePack } from './evidence-pack.handlers';
import { historyOf } from './history.queries';
import { lineageOf } from './lineage.queries';
import { auditMassBalance } from './mass-balance-audit';
import { appAsOf } from './time-travel';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });
const SignedQuery = z.object({
  exp: z.string({ error: 'validationRequired' }),
  sig: z.string({ error: 'validationRequired' }),
});
const lineageOrigin = (query: Record<string, unknown>) => {
  const q = parse(LineageQuery, query);
  const origin = q.hubEventUuid ?? q.trackedItemUuid;
  // LineageQuery already asks for one of the two; the answer is the one it would give.
  if (!origin) throw invalid({ hubEventUuid: 'validationRequired' });
  return origin;
};

/** The auditor's workspace (issue 16): history of records read from the event store, lineage, time travel. */
export const auditTrailRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/hubEvents/:uuid/history',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await historyOf(app, 'hubEvent', parse(UuidParam, req.params).uuid, req.user.role),
    }),
  },
  {
    method: 'get',
    path: '/api/admin/history/:kind/:uuid',
    access: 'admin',
    handle: async (req) => {
      const { kind, uuid } = parse(HistoryParams, req.params);
      return { status: 200, body: await historyOf(app, kind, uuid, req.user.role) };
    },
  },
  {
    method: 'get',
    path: '/api/admin/lineage',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await lineageOf(app, lineageOrigin(req.query), null),
    }),
  },
  {
    // The hub owner's (and manager's) view of its own material: other hubs' nodes are anonymous.
    method: 'get',
    path: '/api/lineage',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await lineageOf(app, lineageOrigin(req.query), req.user.hubUuid),
    }),
  },
  {
    method: 'get',
    path: '/api/admin/massBalance/audit',
    access: 'admin',
    handle: async (req) => {
      const q = parse(MassBalanceAuditQuery, req.query);
      return {
        status: 200,
        body: await auditMassBalance(
          await appAsOf(app, req.query, ['massBalance', 'hubs']),
          q.hubUuid,
          q.startDate,
          q.endDate,
        ),
      };
    },
  },
  {
    method: 'post',
    path: '/api/admin/evidencePacks',
    access: 'admin',
    handle: async (req) =>
      requestEvidencePack(
        app,
        commandContextOf(app, req),
        parse(EvidencePackRequest, req.body ?? {}),
      ),
  },
  {
    method: 'get',
    path: '/api/admin/evidencePacks/:uuid',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await evidencePackView(app, parse(UuidParam, req.params).uuid),
    }),
  },
  {
    // The signed link of a built pack: whoever holds it until it expires (an auditor without an account).
    method: 'get',
    path: '/files/evidence-packs/:uuid',
    access: 'public',
    handle: async (req) => {
      const { exp, sig } = parse(SignedQuery, req.query);
      return evidencePackFile(app, parse(UuidParam, req.params).uuid, exp, sig);
    },
  },
  {
    method: 'post',
    path: '/api/admin/auditSamples',
    access: 'admin',
    handle: async (req) =>
      drawAuditSample(app, commandContextOf(app, req), parse(AuditSampleRequest, req.body ?? {})),
  },
  {
    method: 'get',
    path: '/api/admin/auditSamples/:uuid',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await auditSampleOf(app, parse(UuidParam, req.params).uuid),
    }),
  },
];

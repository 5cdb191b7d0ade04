import { z } from 'zod';
import {
  CertifyCollectedMaterialRequest,
  CoProcessingCertificateRequest,
  UserInstruction,
  type UserInstructionName,
  UserInstructionViewRequest,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { HubRequest, RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { idParam, requireHubType } from '../clearance/hub-clearance.routes';
import {
  certifyMaterial,
  instructionViews,
  readyForCertification,
  recordInstructionView,
} from './certification.handlers';

const hubOf = (req: HubRequest) => req.user.hubUuid;
const RECYCLER_MATERIALS = ['COLLECTED_MATERIAL', 'REGISTERED_MATERIAL'] as const;
const InstructionQuery = z.object({
  instruction: z.custom<UserInstructionName>((v) => UserInstruction.safeParse(v).success, {
    error: 'validationRequired',
  }),
});

/** Document 3 §7: certificates of recyclers and co-processing facilities; the instruction-view counter. */
export const certificationRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/collectedMaterials/:materialUuid/certify',
    access: 'hub',
    handle: async (req) => {
      const id = idParam(req, 'materialUuid');
      const body = parse(CertifyCollectedMaterialRequest, req.body);
      return {
        status: 201,
        body: await certifyMaterial(app, commandContextOf(app, req), {
          actor: req.user,
          hubUuid: hubOf(req),
          kinds: RECYCLER_MATERIALS,
          materialUuid: id,
          input: body,
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/collectedMaterials/readyForCertification',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await readyForCertification(
        app,
        await requireHubType(app, req, ['RECYCLER']),
        RECYCLER_MATERIALS,
      ),
    }),
  },
  {
    method: 'get',
    path: '/api/coProcessingMaterials/readyForCertification',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await readyForCertification(
        app,
        await requireHubType(app, req, ['CO_PROCESSING_FACILITY']),
        ['CO_PROCESSING_MATERIAL'],
      ),
    }),
  },
  {
    method: 'post',
    path: '/api/coProcessingMaterials/:uuid/addCertificate',
    access: 'hub',
    handle: async (req) => {
      const id = idParam(req, 'uuid');
      const body = parse(CoProcessingCertificateRequest, req.body);
      return {
        status: 201,
        body: await certifyMaterial(app, commandContextOf(app, req), {
          actor: req.user,
          hubUuid: hubOf(req),
          kinds: ['CO_PROCESSING_MATERIAL'],
          materialUuid: id,
          input: body,
        }),
      };
    },
  },
  {
    method: 'get',
    path: '/api/userInstructionViews',
    access: 'hub',
    handle: async (req) => ({
      status: 200,
      body: await instructionViews(
        app,
        req.user.uuid,
        parse(InstructionQuery, req.query).instruction,
      ),
    }),
  },
  {
    method: 'post',
    path: '/api/userInstructionViews',
    access: 'hub',
    handle: async (req) => {
      const { instruction } = parse(UserInstructionViewRequest, req.body ?? {});
      return {
        status: 201,
        body: await recordInstructionView(
          app,
          commandContextOf(app, req),
          req.user.uuid,
          instruction,
        ),
      };
    },
  },
];

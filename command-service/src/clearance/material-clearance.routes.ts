import multer from 'multer';
import { z } from 'zod';
import {
  AdminStartMaterialClearanceRequest,
  CLEARANCE_PICTURE_MAX_BYTES,
  ClearancePictureFields,
  MaterialClearanceState,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { loadHub } from '../hubs/hub.handlers';
import { fileView, loadUpload, storeUpload } from '../files/file-upload.handlers';
import { IMAGE_TYPES } from '../files/sniff-mime-type';
import {
  listMaterialClearances,
  startMaterialClearanceByAdmin,
} from './material-clearance.handlers';

const onePicture = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: CLEARANCE_PICTURE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
}).single('file');
const ListQuery = z.object({
  hubCompanyUuid: z.string({ error: 'validationRequired' }).uuid('validationInvalid'),
  state: MaterialClearanceState.optional(),
});

export const materialClearanceRoutes = (app: AppContext): RouteSpec[] => [
  {
    // Document 2 §7: buyer, transporterLicensePlate, pictureFileUploadUuid, hubCompanyUuid.
    method: 'post',
    path: '/api/admin/materialClearances',
    access: 'admin',
    handle: async (req) => ({
      status: 201,
      body: await startMaterialClearanceByAdmin(app, commandContextOf(app, req), {
        ...parse(AdminStartMaterialClearanceRequest, req.body),
        actor: req.user,
      }),
    }),
  },
  {
    // "picture upload: path not shown" (Document 2 §7). The admin has no position for a picture sent
    // in by the transporter, so unlike /api/admin/fileUploads no latitude or longitude is asked.
    method: 'post',
    path: '/api/admin/materialClearances/pictures',
    access: 'admin',
    before: [onePicture],
    handle: async (req) => {
      const { hubCompanyUuid } = parse(ClearancePictureFields, req.body ?? {});
      await loadHub(app, hubCompanyUuid);
      const row = await storeUpload(
        app,
        commandContextOf(app, req),
        req.file,
        { hubUuid: hubCompanyUuid },
        IMAGE_TYPES,
      );
      // The answer carries the text recognition, so the form can prefill the license plate.
      await app.awaitAnalysis?.(row.uuid, 30_000);
      return { status: 201, body: fileView(app, await loadUpload(app, row.uuid, null)) };
    },
  },
  {
    method: 'get',
    path: '/api/admin/materialClearances',
    access: 'admin',
    handle: async (req) => {
      const { hubCompanyUuid, state } = parse(ListQuery, req.query);
      return { status: 200, body: await listMaterialClearances(app, hubCompanyUuid, state) };
    },
  },
];

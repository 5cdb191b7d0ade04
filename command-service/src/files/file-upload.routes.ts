import multer from 'multer';
import { z } from 'zod';
import type { FileUploadRow, HubRow } from '@cairn/projection-service';
import {
  ADMIN_PICTURE_MAX_BYTES,
  AdminFileUploadFields,
  FileUploadFields,
  HUB_APP_UPLOAD_MAX_BYTES,
} from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import type { RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { loadHub } from '../hubs/hub.handlers';
import { fileView, loadUpload, storeUpload } from './file-upload.handlers';
import { holderRole, holderStillSignedIn } from './file-links';
import { mustMayOpen } from './personal-files';
import { IMAGE_OR_PDF, IMAGE_TYPES } from './sniff-mime-type';
import { WATERMARKABLE, watermarkedCopy } from './picture-watermark';

/** A hub with enableGeolocationWatermark has its pictures served stamped with position and time. */
const stampsPictures = async (app: AppContext, row: FileUploadRow): Promise<boolean> => {
  if (!row.hubUuid || !WATERMARKABLE.includes(row.mimeType)) return false;
  const hub = await app.rows.get<HubRow>('hubs', row.hubUuid);
  return hub?.enableGeolocationWatermark === true;
};

/** One file per request, held in memory up to the route's limit, then checked by content. */
const single = (maxBytes: number) =>
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 },
  }).single('file');

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });
const FileParam = z.object({ name: z.string().regex(/^[0-9a-f-]{36}(\.[a-z0-9]{1,5})?$/) });
const SignedQuery = z.object({
  exp: z.string(),
  sig: z.string(),
  u: z.string().optional(),
  s: z.string().optional(),
});

export const fileUploadRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'post',
    path: '/api/fileUploads',
    access: 'signedIn',
    before: [single(HUB_APP_UPLOAD_MAX_BYTES)],
    handle: async (req) => {
      const meta = parse(FileUploadFields.omit({ hubCompanyUuid: true }), req.body ?? {});
      const row = await storeUpload(
        app,
        commandContextOf(app, req),
        req.file,
        { ...meta, hubUuid: req.user.hubUuid },
        IMAGE_OR_PDF,
      );
      return { status: 201, body: fileView(app, row) };
    },
  },
  {
    method: 'post',
    path: '/api/admin/fileUploads',
    access: 'admin',
    before: [single(ADMIN_PICTURE_MAX_BYTES)],
    handle: async (req) => {
      const meta = parse(AdminFileUploadFields, req.body ?? {});
      await loadHub(app, meta.hubCompanyUuid);
      const row = await storeUpload(
        app,
        commandContextOf(app, req),
        req.file,
        { ...meta, hubUuid: meta.hubCompanyUuid },
        IMAGE_TYPES,
      );
      // The answer carries the text recognition, so the form can prefill the weight.
      await app.awaitAnalysis?.(row.uuid, 30_000);
      return { status: 201, body: fileView(app, await loadUpload(app, row.uuid, null)) };
    },
  },
  {
    method: 'get',
    path: '/api/fileUploads/:uuid',
    access: 'signedIn',
    handle: async (req) => {
      const row = await loadUpload(app, parse(UuidParam, req.params).uuid, req.user.hubUuid);
      await mustMayOpen(app, row, req.user.role);
      return { status: 200, body: fileView(app, row) };
    },
  },
  {
    method: 'get',
    path: '/files/:name',
    access: 'public',
    handle: async (req) => {
      const { name } = parse(FileParam, req.params);
      const link = app.tokens.verifyLink(
        `/files/${name}`,
        parse(SignedQuery, req.query),
        app.now().getTime(),
      );
      if (!link || !(await holderStillSignedIn(app, link.holder)))
        throw new DomainError('notFound', 'notFoundMessage');
      const row = await loadUpload(app, name.slice(0, 36), null);
      const { personal } = await mustMayOpen(app, row, await holderRole(app, link.holder));
      const content = await app.blobs.get(row.sha256);
      if (!content) throw new DomainError('notFound', 'notFoundMessage');
      return {
        status: 200,
        file: {
          content: (await stampsPictures(app, row)) ? await watermarkedCopy(row, content) : content,
          contentType: row.mimeType,
          // A person's ID picture is kept in no cache, the browser's included (issue 33).
          ...(personal ? { noStore: true } : { cacheSeconds: app.config.fileLinkTtlMinutes * 60 }),
        },
      };
    },
  },
];

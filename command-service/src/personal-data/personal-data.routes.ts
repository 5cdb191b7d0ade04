import { z } from 'zod';
import { ErasePersonalDataRequest, type PersonalDataView } from '@cairn/contracts';
import { type AppContext, commandContextOf } from '../app-context';
import { forbidden } from '../command-handling/domain-error';
import type { ApiRequest, RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { csvLine } from '../review/hub-event-export';
import { OpenWork, erasePersonalData, personalDataOf } from './personal-data.handlers';

const SubjectParam = z.object({ uuid: z.string().uuid('validationInvalid') });

/** Personal data goes to the roles that manage people: not to the read-only analyst (issue 33). */
const managesPeople = (req: ApiRequest): void => {
  if (req.user?.role === 'ROLE_CAIRN_ANALYST') throw forbidden();
};

/** The access answer as one CSV: each field with its event, then each file. */
const personalDataCsv = (view: PersonalDataView): string =>
  [
    csvLine([
      'subjectUuid',
      'kind',
      'field',
      'value',
      'eventType',
      'eventId',
      'streamId',
      'recordedAt',
    ]),
    ...view.fields.map((f) =>
      csvLine([
        view.subjectUuid,
        view.kind,
        f.field,
        f.value,
        f.eventType,
        f.eventId,
        f.streamId,
        f.recordedAt,
      ]),
    ),
    ...view.files.map((f) =>
      csvLine([view.subjectUuid, view.kind, 'file', f.url, f.mimeType, f.uuid, '', '']),
    ),
    ...(view.erased
      ? [
          csvLine([
            view.subjectUuid,
            view.kind,
            'erased',
            view.erased.reason,
            'PersonalDataErased',
            '',
            '',
            view.erased.at,
          ]),
        ]
      : []),
  ].join('\r\n');

export const personalDataRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/admin/personalData/:uuid',
    access: 'admin',
    handle: async (req) => {
      managesPeople(req);
      const { uuid } = parse(SubjectParam, req.params);
      const view = await personalDataOf(app, uuid);
      if (req.query.format !== 'csv') return { status: 200, body: view };
      return {
        status: 200,
        file: {
          content: `\uFEFF${personalDataCsv(view)}\r\n`,
          contentType: 'text/csv; charset=utf-8',
          fileName: `personal-data-${uuid}.csv`,
          cacheSeconds: 0,
        },
      };
    },
  },
  {
    method: 'post',
    path: '/api/admin/personalData/:uuid/erase',
    access: 'admin',
    handle: async (req) => {
      managesPeople(req);
      const { uuid } = parse(SubjectParam, req.params);
      const { reason } = parse(ErasePersonalDataRequest, req.body ?? {});
      try {
        return {
          status: 200,
          body: await erasePersonalData(app, commandContextOf(app, req), uuid, reason),
        };
      } catch (error) {
        if (!(error instanceof OpenWork)) throw error;
        // What blocks it, so the admin can finish those reviews first.
        return {
          status: 409,
          body: { errorMessageKey: error.key, blockedBy: error.blockedBy },
        };
      }
    },
  },
];

import { hubWorks } from '@cairn/contracts';
import type { ReportJob, ReportSchedule } from '@cairn/contracts';
import type { HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { fold } from '../command-handling/decider';
import { fileUploadDecider } from '../files/file-upload.decider';
import { alertDecider } from '../notifications/alert.decider';
import { hubUsers } from '../notifications/alert-recipients';
import { dayText, type NotificationTexts } from '../notifications/notification-texts';
import { emailText } from '../emails/email-texts';
import { collectorTables, dataExportTables, tableCsv } from './report-tables';
import { hubReportsDecider, reportKeyOf } from './report.decider';
import { type ReportTable, reportWorkbook } from './report-workbook';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const hubReports = async (app: AppContext, hubUuid: string) =>
  fold(hubReportsDecider, await app.events.readStream(`hubReports-${hubUuid}`));

/** Every active hub whose features ask for a report, with the end of the last period sent of each kind. */
export const reportSchedules = async (app: AppContext): Promise<ReportSchedule[]> => {
  const hubs = (await app.rows.list<HubRow>('hubs')).filter((h) => hubWorks(h.state));
  const schedules: ReportSchedule[] = [];
  for (const hub of hubs) {
    const exports = hub.features.includes('COLLECTION_CENTER_WEEKLY_DATA_EXPORT');
    const collectors = hub.features.includes('COLLECTOR_WEEKLY_REPORT');
    if (!exports && !collectors) continue;
    const sent = await hubReports(app, hub.uuid);
    if (exports)
      schedules.push({
        hubUuid: hub.uuid,
        kind: 'DATA_EXPORT',
        frequency: hub.dataExportReportFrequency ?? 'WEEKLY',
        lastSentEnd: sent.lastEnd.DATA_EXPORT ?? null,
      });
    if (collectors)
      schedules.push({
        hubUuid: hub.uuid,
        kind: 'COLLECTOR_WEEKLY',
        frequency: 'WEEKLY',
        lastSentEnd: sent.lastEnd.COLLECTOR_WEEKLY ?? null,
      });
  }
  return schedules;
};

const day = (iso: string) => iso.slice(0, 10);
const periodName = (job: ReportJob) => {
  const lastDay = day(new Date(Date.parse(job.period.end) - 1).toISOString());
  return day(job.period.start) === lastDay ? lastDay : `${day(job.period.start)}_${lastDay}`;
};

interface ReportFile {
  uuid: string;
  fileName: string;
  mimeType: string;
  content: Buffer;
}

const filesOf = async (
  app: AppContext,
  job: ReportJob,
  tables: ReportTable[],
): Promise<ReportFile[]> => {
  const base = `${job.kind === 'DATA_EXPORT' ? 'data-export' : 'collector-report'}-${periodName(job)}`;
  const csv = tables.map((t) => ({
    uuid: app.newId(),
    fileName: `${base}-${t.name.toLowerCase().replace(/\s+/g, '-')}.csv`,
    mimeType: 'text/csv',
    content: Buffer.from(tableCsv(t)),
  }));
  return [
    {
      uuid: app.newId(),
      fileName: `${base}.xlsx`,
      mimeType: XLSX,
      content: await reportWorkbook(tables),
    },
    ...csv,
  ];
};

const pathOf = (f: ReportFile) => `/files/${f.uuid}.${f.fileName.split('.').pop()}`;

/**
 * Makes one period's report and records it with its files and its notifications in ONE command,
 * whose id is the hub, kind and period: a second run (after a crash, or a second worker) appends
 * nothing. The email goes out from the recorded notifications (the alert delivery), never from here.
 */
export const sendReport = async (app: AppContext, job: ReportJob): Promise<void> => {
  const hub = await app.rows.get<HubRow>('hubs', job.hubUuid);
  if (!hub || (await hubReports(app, hub.uuid)).sent.has(reportKeyOf(job.kind, job.period.start)))
    return;
  const tables =
    job.kind === 'DATA_EXPORT'
      ? await dataExportTables(app, hub, job.period)
      : await collectorTables(app, hub, job.period);
  const files = await filesOf(app, job, tables);
  const stored = await Promise.all(files.map((f) => app.blobs.put(f.content)));
  const recipients = await hubUsers(
    app,
    hub.uuid,
    job.kind === 'DATA_EXPORT' ? ['ROLE_HUB_OWNER'] : ['ROLE_HUB_MANAGER', 'ROLE_HUB_OWNER'],
  );
  const now = app.now().toISOString();
  const reportUuid = app.newId();
  // Each recipient's notification (and email) in their language; the alert keeps the English.
  const texts: NotificationTexts = (language) => {
    const [first, last] = periodName(job).split('_');
    const values = { kind: job.kind, hub: hub.name, from: dayText(language, first) };
    return {
      title: emailText(language, 'notificationReportTitle', {
        ...values,
        to: last ? dayText(language, last) : 'none',
      }),
      body: emailText(language, 'notificationReport', {
        ...values,
        last: dayText(language, last ?? first),
        files: files.slice(1).map(pathOf).join(' '),
      }),
    };
  };
  await app.commands.execute(
    { commandId: `report.${job.key}`, actorUuid: null, hubUuid: hub.uuid, now },
    async (reader) => {
      const events = hubReportsDecider.decide(
        {
          type: 'RecordReportSent',
          uuid: reportUuid,
          hubUuid: hub.uuid,
          kind: job.kind,
          frequency: job.frequency,
          period: job.period,
          fileUploadUuids: files.map((f) => f.uuid),
          at: now,
        },
        await reader.load(`hubReports-${hub.uuid}`, hubReportsDecider),
      );
      if (events.length === 0) return { appends: [], result: { status: 200, body: {} } };
      const uploads = await Promise.all(
        files.map(async (f, i) => {
          const streamId = `fileUpload-${f.uuid}`;
          const upload = fileUploadDecider.decide(
            {
              type: 'UploadFile',
              uuid: f.uuid,
              hubUuid: hub.uuid,
              sha256: stored[i].sha256,
              fileName: f.fileName,
              size: stored[i].size,
              mimeType: f.mimeType,
              latitude: null,
              longitude: null,
              accuracy: null,
              at: now,
            },
            await reader.load(streamId, fileUploadDecider),
          );
          return { streamId, events: upload };
        }),
      );
      const alertStream = `alert-report-${reportUuid}`;
      const alert = alertDecider.decide(
        {
          type: 'RaiseAlert',
          uuid: app.newId(),
          alertType: job.kind === 'DATA_EXPORT' ? 'DATA_EXPORT_REPORT' : 'COLLECTOR_WEEKLY_REPORT',
          hubUuid: hub.uuid,
          subjectUuid: reportUuid,
          tags: [],
          ...texts('EN'),
          link: pathOf(files[0]),
          recipients: recipients.map((u) => ({
            userUuid: u.uuid,
            notificationUuid: app.newId(),
            ...texts(u.language ?? 'EN'),
          })),
          outbox: true,
          once: true,
          at: now,
        },
        await reader.load(alertStream, alertDecider),
      );
      return {
        appends: [
          { streamId: `hubReports-${hub.uuid}`, events },
          ...uploads,
          { streamId: alertStream, events: alert },
        ],
        result: { status: 200, body: {} },
      };
    },
  );
};

import type { CreateProjectRequest, Project } from '@cairn/contracts';
import type { ProjectRecord } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { loadHub } from '../hubs/hub.handlers';
import { hubProjectsDecider } from './hub-projects.decider';

const view = ({ uuid, externalId, isCairn }: ProjectRecord): Project => ({
  uuid,
  externalId,
  isCairn,
});

export const listProjects = async (app: AppContext, hubUuid: string): Promise<Project[]> => {
  await loadHub(app, hubUuid);
  const rows = await app.rows.findBy<ProjectRecord>('projects', 'hubUuid', hubUuid);
  return rows.sort((a, b) => a.addedAt.localeCompare(b.addedAt)).map(view);
};

export const addProject = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  body: CreateProjectRequest,
): Promise<Project> => {
  await loadHub(app, hubUuid);
  const uuid = app.newId();
  const stream = `hubProjects-${hubUuid}`;
  const done = await runCommand(app, { ...ctx, hubUuid }, async (reader) => ({
    appends: [
      {
        streamId: stream,
        events: hubProjectsDecider.decide(
          {
            type: 'AddProject',
            uuid,
            hubUuid,
            externalId: body.externalId,
            isCairn: body.isCairn,
            by: ctx.actorUuid,
            at: ctx.now,
          },
          await reader.load(stream, hubProjectsDecider),
        ),
      },
    ],
    result: { status: 201, body: { uuid } },
  }));
  const row = await app.rows.get<ProjectRecord>('projects', (done.body as { uuid: string }).uuid);
  return row ? view(row) : { uuid, externalId: body.externalId, isCairn: body.isCairn };
};

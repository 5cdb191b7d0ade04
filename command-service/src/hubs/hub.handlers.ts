import {
  type CreateHubRequest,
  type Hub,
  type HubFields,
  type HubState,
  type HubSummary,
  type HubType,
  type UpdateHubRequest,
  SUPPLIER_TYPES,
  regionOfCountry,
} from '@cairn/contracts';
import type { HubRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import { loadContactClaims, temporaryPassword } from '../identity/user-registration';
import { decideRegisterUser, userDecider, userStream } from '../identity/user.decider';
import { emailText } from '../emails/email-texts';
import { writeEmail } from '../identity/email-outbox';
import { hubDecider, type HubCommand } from './hub.decider';
import { hubView, summaryOf } from './hub.views';

const fieldsOf = (body: CreateHubRequest | UpdateHubRequest): HubFields => {
  const { firstUser: _ignored, ...rest } = body;
  const { state: _state, ...fields } = rest as typeof rest & { state?: unknown };
  return fields;
};

export const loadHub = async (app: AppContext, uuid: string): Promise<HubRow> => {
  const row = await app.rows.get<HubRow>('hubs', uuid);
  if (!row) throw new DomainError('notFound', 'notFoundMessage');
  return row;
};

/** The owner's refusals name the create-hub body's fields (`firstUser.email`), as the form's fields are named. */
const asFirstUser = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.fieldErrors) throw error;
    const named = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, key]) => [`firstUser.${field}`, key]),
    );
    throw new DomainError(error.refusal, error.key, named);
  }
};

/** Creates the hub and its first owner in one atomic append (hub, user and claim streams). */
export const createHub = async (
  app: AppContext,
  ctx: CommandContext,
  body: CreateHubRequest,
): Promise<Hub> => {
  const hubUuid = app.newId();
  const ownerUuid = app.newId();
  const owner = body.firstUser;
  const email = owner.email.trim();
  const phoneNumber = owner.phoneNumber || null;
  // The temporary password's hash (Argon2id, ~20 ms of a core) runs on the thread pool while the
  // streams are read, side by side (bench C2). Under random ids (no Idempotency-Key) the hub's and
  // the owner's streams are new: not read, and the append refuses them if they are not. Ids derived
  // from a key may exist (the same key sent twice at once): then they are read, and the decision
  // refuses, which answers the first answer.
  const fresh = ctx.freshCommandId === true;
  const hashing = owner.authType === 'EMAIL_PASSWORD' ? temporaryPassword() : null;
  // Awaited below; a refusal before that must not leave it rejecting unobserved.
  hashing?.catch(() => undefined);
  const done = await runCommand(app, ctx, async (reader) => {
    const [hub, user, claims, temporary] = await Promise.all([
      fresh ? hubDecider.initialState() : reader.load(`hub-${hubUuid}`, hubDecider),
      fresh ? userDecider.initialState() : reader.load(userStream(ownerUuid), userDecider),
      loadContactClaims(reader, { email, phoneNumber }),
      hashing,
    ]);
    const hubEvents = hubDecider.decide(
      { type: 'CreateHub', uuid: hubUuid, fields: fieldsOf(body), state: body.state, at: ctx.now },
      hub,
    );
    const userAppends = await asFirstUser(async () =>
      decideRegisterUser(
        {
          type: 'RegisterUser',
          uuid: ownerUuid,
          hubUuid,
          role: 'ROLE_HUB_OWNER',
          gender: owner.gender,
          firstName: owner.firstName,
          lastName: owner.lastName,
          email,
          phoneNumber,
          language: owner.language,
          authType: owner.authType,
          region: regionOfCountry(body.country),
          passwordHash: temporary?.hash ?? null,
          mustChange: temporary !== null,
          at: ctx.now,
        },
        { user, claims },
      ),
    );
    return {
      appends: [{ streamId: `hub-${hubUuid}`, events: hubEvents }, ...userAppends],
      result: { status: 201, body: { uuid: hubUuid } },
    };
  });
  const temporary = await hashing;
  if (temporary && done.checkpoint) {
    await writeEmail(
      app.config.dataDir,
      owner.email,
      emailText(owner.language, 'welcomeSubject'),
      emailText(owner.language, 'welcomeOwnerOfNewHub', {
        hub: body.name,
        email: owner.email,
        password: temporary.password,
      }),
    );
  }
  return hubView(app, await loadHub(app, (done.body as { uuid: string }).uuid));
};

export const updateHub = async (
  app: AppContext,
  ctx: CommandContext,
  uuid: string,
  body: UpdateHubRequest,
): Promise<Hub> => {
  await lifecycle(app, ctx, { type: 'UpdateHub', uuid, fields: fieldsOf(body), at: ctx.now });
  return hubView(app, await loadHub(app, uuid));
};

export const changeHubState = async (
  app: AppContext,
  ctx: CommandContext,
  uuid: string,
  type: Exclude<HubCommand['type'], 'CreateHub' | 'UpdateHub'>,
): Promise<Hub> => {
  await lifecycle(app, ctx, { type, uuid, at: ctx.now });
  return hubView(app, await loadHub(app, uuid));
};

const lifecycle = (app: AppContext, ctx: CommandContext, command: HubCommand) =>
  runCommand(app, { ...ctx, hubUuid: command.uuid }, async (reader) => {
    const stream = `hub-${command.uuid}`;
    return {
      appends: [
        {
          streamId: stream,
          events: hubDecider.decide(command, await reader.load(stream, hubDecider)),
        },
      ],
      result: { status: 200, body: { uuid: command.uuid } },
    };
  });

export const listHubs = async (
  app: AppContext,
  query: { states?: HubState[]; type?: HubType; excludeUuid?: string },
): Promise<HubSummary[]> => {
  const rows = await app.rows.list<HubRow>('hubs');
  const names = new Map(rows.map((h) => [h.uuid, h.name]));
  const nameOf = (uuid: string) => names.get(uuid) ?? uuid;
  return rows
    .filter(
      (h) =>
        (!query.states?.length || query.states.includes(h.state)) &&
        (!query.type || h.type === query.type) &&
        h.uuid !== query.excludeUuid,
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((row) => summaryOf(row, nameOf));
};

/** Possible suppliers of a hub type: active hubs of the supplying types, the hub itself excluded. */
export const listSuppliers = async (app: AppContext, type: HubType, excludeUuid?: string) => {
  const allowed = SUPPLIER_TYPES[type] ?? [];
  const hubs = await listHubs(app, { states: ['ACTIVE'], excludeUuid });
  return hubs.filter((h) => allowed.includes(h.type)).map(({ uuid, name }) => ({ uuid, name }));
};

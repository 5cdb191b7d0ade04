import { createHash, randomBytes } from 'node:crypto';
import type { CreateEpcisApiKey, CreatedEpcisApiKey, EpcisApiKeySummary } from '@cairn/contracts';
import { activeEpcisApiKey, type EpcisScope } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext, StreamReader } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import { hubDecider } from '../hubs/hub.decider';
import { epcisApiKeyDecider, epcisApiKeyStream, type NamedHub } from './api-key.decider';

/** The secret's recognisable prefix (secret scanners, and the admin list tell keys apart by it). */
const SECRET_PREFIX = 'cairn_epcis_';
const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

async function namedHub(reader: StreamReader, uuid: string): Promise<NamedHub> {
  const hub = await reader.load(`hub-${uuid}`, hubDecider);
  return hub.exists && hub.fields ? { uuid, name: hub.fields.name, type: hub.fields.type } : null;
}

/**
 * `POST /api/admin/epcis/apiKeys`: a new key; its secret is in this answer only. The command store
 * keeps the answer without it, so a repeated Idempotency-Key cannot hand the secret out again (409).
 */
export async function createEpcisApiKey(
  app: AppContext,
  ctx: CommandContext,
  body: CreateEpcisApiKey,
): Promise<CreatedEpcisApiKey> {
  const uuid = app.newId();
  const secret = SECRET_PREFIX + randomBytes(32).toString('base64url');
  const prefix = secret.slice(0, SECRET_PREFIX.length + 4);
  const done = await runCommand(app, ctx, async (reader) => {
    const organization = await namedHub(reader, body.organizationUuid);
    const hubs = await Promise.all(body.hubUuids.map((hub) => namedHub(reader, hub)));
    const events = epcisApiKeyDecider.decide(
      {
        type: 'CreateEpcisApiKey',
        uuid,
        organizationUuid: body.organizationUuid,
        organization,
        hubUuids: body.hubUuids,
        hubs,
        from: body.from,
        to: body.to,
        secretHash: hashOf(secret),
        prefix,
        createdBy: ctx.actorUuid ?? '',
        at: ctx.now,
      },
      await reader.load(epcisApiKeyStream(uuid), epcisApiKeyDecider),
    );
    const [created] = events;
    if (created?.type !== 'EpcisApiKeyCreated') throw new Error('a creation records its key');
    const { organization: org, hubs: shared, from, to, at } = created.data;
    const summary: EpcisApiKeySummary = {
      uuid,
      organization: org,
      hubs: shared,
      from,
      to,
      prefix,
      createdAt: at,
      revokedAt: null,
    };
    return {
      appends: [{ streamId: epcisApiKeyStream(uuid), events }],
      result: { status: 201, body: summary },
    };
  });
  if (done.duplicate) throw new DomainError('conflict', 'conflictErrorMessage');
  return { ...(done.body as EpcisApiKeySummary), secret };
}

/** `POST /api/admin/epcis/apiKeys/{uuid}/revoke`: the key is refused from now on. */
export async function revokeEpcisApiKey(app: AppContext, ctx: CommandContext, uuid: string) {
  await runCommand(app, ctx, async (reader) => ({
    appends: [
      {
        streamId: epcisApiKeyStream(uuid),
        events: epcisApiKeyDecider.decide(
          { type: 'RevokeEpcisApiKey', uuid, revokedBy: ctx.actorUuid ?? '', at: ctx.now },
          await reader.load(epcisApiKeyStream(uuid), epcisApiKeyDecider),
        ),
      },
    ],
    result: { status: 204, body: null },
  }));
}

/** The scope of a presented key: its shared hubs and period; an unknown or revoked key is 401. */
export async function scopeOfApiKey(app: AppContext, secret: string): Promise<EpcisScope> {
  const key = await activeEpcisApiKey(app.rows, hashOf(secret));
  if (!key) throw new DomainError('unauthenticated', 'apiErrorUnauthorized');
  return { sharedHubUuids: key.hubs.map((hub) => hub.uuid), from: key.from, to: key.to };
}

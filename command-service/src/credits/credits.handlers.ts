import {
  type CreditIssuanceRequest,
  type CreditRetirementRequest,
  type CreditTransferRequest,
  evidenceKey,
  formatCreditSerial,
  hubCodeOf,
  isPlasticMaterial,
  parseCreditSerial,
} from '@cairn/contracts';
import type { HubEventRecord, HubRow } from '@cairn/projection-service';
import { type AppContext, answer, runCommand } from '../app-context';
import type { CommandContext, StreamReader } from '../command-handling/command-handler';
import { fold } from '../command-handling/decider';
import { DomainError, invalid, notFound } from '../command-handling/domain-error';
import { hubEventDecider } from '../review/hub-event.decider';
import type { CreditCandidate } from './credit-issuance';
import {
  CREDIT_REGISTRY_STREAM,
  type CreditBlock,
  type CreditRegistry,
  creditRegistryDecider,
} from './credit-registry.decider';

const VERIFIED = new Set(['APPROVED', 'AUTO_APPROVED']);

export const serialsOf = (b: CreditBlock) => {
  const base = {
    year: b.year,
    hub: hubCodeOf(b.hubUuid),
    claimType: b.claimType,
    material: b.material,
    country: b.country,
  };
  return {
    serial: formatCreditSerial({ ...base, start: b.start, end: b.end }),
    serialFirst: formatCreditSerial({ ...base, start: b.start, end: b.start }),
    serialLast: formatCreditSerial({ ...base, start: b.end, end: b.end }),
  };
};

/** The registry as its stream folds it now (reads outside a command: the public registry). */
export const loadRegistry = async (app: AppContext): Promise<CreditRegistry> =>
  fold(creditRegistryDecider, await app.events.readStream(CREDIT_REGISTRY_STREAM));

/**
 * The hub's plastic records in kg weighed in the period, verified on their own streams (reviewed,
 * approved, not removed): the rows only find the candidates, the streams decide.
 */
const candidatesOf = async (
  app: AppContext,
  reader: StreamReader,
  hubUuid: string,
  request: CreditIssuanceRequest,
): Promise<CreditCandidate[]> => {
  const rows = (await app.rows.findBy<HubEventRecord>('hubEvents', 'hubUuid', hubUuid)).filter(
    (e) =>
      e.type === 'REGISTRATION' &&
      e.quantityUnit === 'KG' &&
      isPlasticMaterial(e.materialType) &&
      e.weighedAt.slice(0, 10) >= request.periodFrom &&
      e.weighedAt.slice(0, 10) <= request.periodTo,
  );
  const candidates: CreditCandidate[] = [];
  for (const row of rows) {
    const record = await reader.load(row.streamId, hubEventDecider);
    if (record.removed || !record.status || !VERIFIED.has(record.status)) continue;
    const keys = [evidenceKey.record(row.uuid)];
    const upload = row.pictureUuid
      ? await app.rows.get<{ sha256: string }>('fileUploads', row.pictureUuid)
      : null;
    if (upload?.sha256) keys.push(evidenceKey.picture(upload.sha256));
    candidates.push({
      hubEventUuid: row.uuid,
      material: row.materialType ?? 'MIXED_PLASTIC',
      weight: record.weight,
      weighedAt: row.weighedAt,
      keys,
    });
  }
  return candidates;
};

/** POST /api/admin/credits/issuances */
export const issueCredits = async (
  app: AppContext,
  ctx: CommandContext,
  request: CreditIssuanceRequest,
) => {
  const hub = await app.rows.get<HubRow>('hubs', request.hubUuid);
  if (!hub) throw invalid({ hubUuid: 'notFoundMessage' });
  if (!hub.enablePlasticCredits)
    throw new DomainError('invalid', 'creditsNotEnabled', { hubUuid: 'creditsNotEnabled' });
  const issuanceUuid = app.newId();
  const done = await runCommand(app, { ...ctx, hubUuid: hub.uuid }, async (reader) => {
    const registry = await reader.load(CREDIT_REGISTRY_STREAM, creditRegistryDecider);
    const candidates = await candidatesOf(app, reader, hub.uuid, request);
    const events = creditRegistryDecider.decide(
      {
        type: 'IssueCredits',
        issuanceUuid,
        blockUuids: candidates.map(() => app.newId()),
        // No hub field holds a certified annual capacity yet (docs/credits.md).
        hub: { uuid: hub.uuid, name: hub.name, country: hub.country, annualCapacity: null },
        claimType: request.claimType,
        scheme: request.scheme,
        periodFrom: request.periodFrom,
        periodTo: request.periodTo,
        quantity: request.quantity,
        candidates,
        at: ctx.now,
      },
      registry,
    );
    const state = events.reduce(creditRegistryDecider.evolve, registry);
    const issued = events.flatMap((e) => (e.type === 'CreditsIssued' ? [e.data] : []))[0];
    const blocks = issued.blocks.map((b) => ({
      uuid: b.uuid,
      material: b.material,
      quantity: b.end - b.start + 1,
      ...serialsOf(state.blocks.get(b.uuid) as CreditBlock),
    }));
    return {
      appends: [{ streamId: CREDIT_REGISTRY_STREAM, events }],
      result: {
        status: 201,
        body: {
          uuid: issuanceUuid,
          serialFirst: blocks[0].serialFirst,
          serialLast: blocks[blocks.length - 1].serialLast,
          quantity: blocks.reduce((n, b) => n + b.quantity, 0),
          unit: 'KG',
          blocks,
          evidence: issued.evidence.map((e) => ({
            hubEventUuid: e.hubEventUuid,
            weight: e.weight,
          })),
        },
      },
    };
  });
  return answer(done);
};

/** The block a serial lies in (any serial inside it): 404 when none holds it. */
export const blockOf = (registry: CreditRegistry, serialText: string): CreditBlock => {
  const s = parseCreditSerial(serialText);
  if (!s) throw invalid({ serial: 'validationInvalid' });
  const block = [...registry.blocks.values()].find(
    (b) =>
      b.year === s.year &&
      hubCodeOf(b.hubUuid) === s.hub &&
      b.claimType === s.claimType &&
      b.material === s.material &&
      b.start <= s.start &&
      s.end <= b.end,
  );
  if (!block) throw notFound();
  return block;
};

/** POST .../blocks/{serial}/transfers and /retirements: the head of the block moves. */
export const moveCredits = async (
  app: AppContext,
  ctx: CommandContext,
  serial: string,
  request:
    | ({ type: 'TransferCredits' } & CreditTransferRequest)
    | ({ type: 'RetireCredits' } & CreditRetirementRequest),
) => {
  const organization =
    request.type === 'TransferCredits'
      ? await app.rows.get<HubRow>('hubs', request.beneficiaryOrganizationUuid)
      : null;
  if (request.type === 'TransferCredits' && organization?.type !== 'ORGANIZATION')
    throw invalid({ beneficiaryOrganizationUuid: 'notFoundMessage' });
  const holder = organization && { uuid: organization.uuid, name: organization.name };
  const newBlockUuid = app.newId();
  const done = await runCommand(app, ctx, async (reader) => {
    const registry = await reader.load(CREDIT_REGISTRY_STREAM, creditRegistryDecider);
    const block = blockOf(registry, serial);
    const move = { blockUuid: block.uuid, newBlockUuid, quantity: request.quantity, at: ctx.now };
    const events = creditRegistryDecider.decide(
      request.type === 'TransferCredits' && holder
        ? { ...move, type: 'TransferCredits', organization: holder }
        : {
            ...move,
            type: 'RetireCredits',
            beneficiary: 'beneficiary' in request ? request.beneficiary : '',
            purpose: 'purpose' in request ? request.purpose : '',
          },
      registry,
    );
    const moved = events.reduce(creditRegistryDecider.evolve, registry).blocks.get(newBlockUuid);
    return {
      appends: [{ streamId: CREDIT_REGISTRY_STREAM, events }],
      result: { status: 201, body: moved && { uuid: newBlockUuid, ...serialsOf(moved) } },
    };
  });
  return answer(done);
};

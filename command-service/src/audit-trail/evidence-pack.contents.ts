import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import type { SearchFilter } from '@cairn/contracts';
import type { FileUploadRow, HubEventRecord, HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { exportHubEvents } from '../review/hub-event-export';
import { hubEventsXlsx, summaryPdf } from './evidence-pack.documents';
import type { Manifest, PackProof, ProvenEvent } from './evidence-pack.verify';
import { lineageOf } from './lineage.queries';

const PAGE = 1000;
/** Outputs whose lineage goes in the pack: what the hub made or let leave. */
const OUTPUT_TYPES = new Set(['SEGREGATION', 'PROCESSING', 'CLEARANCE']);
const text = (value: unknown) =>
  new TextEncoder().encode(
    typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`,
  );
const safe = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 80);

export interface PackRequest {
  hubUuid: string;
  from: string;
  to: string;
}

const periodFilters = ({ hubUuid, from, to }: PackRequest): SearchFilter[] => [
  { field: 'HUB_UUID', operator: 'EQUALS', value: hubUuid },
  { field: 'CREATED_AT', operator: 'GREATER_THAN_OR_EQUAL', value: from },
  { field: 'CREATED_AT', operator: 'LESS_THAN_OR_EQUAL', value: to },
];

/** A hub's events created in a period, removed ones too (an auditor sees what was removed and why). */
export const hubEventsIn = async (
  app: AppContext,
  request: PackRequest,
): Promise<HubEventRecord[]> => {
  const filters = periodFilters(request);
  const events: HubEventRecord[] = [];
  for (let page = 0; ; page++) {
    const found = await app.rows.search<HubEventRecord>('hubEvents', { page, size: PAGE, filters });
    events.push(...found.items);
    if (found.items.length < PAGE) return events;
  }
};

/**
 * The stored events of the records' streams, each stream from its first event, with the exact text
 * its digest covers (PostgreSQL's canonical jsonb, as infra/src/event-store/event-chain.sql.ts) and
 * its stream hash; and the global chain head. Only where the event store is SQL (not EventStoreDB).
 */
const proofOf = async (app: AppContext, streams: string[]): Promise<PackProof> => {
  const sql = app.rows.sql;
  if (!sql || streams.length === 0) return { chainHead: null, events: [] };
  const { rows } = await sql.query<{
    stream_id: string;
    stream_position: number;
    id: string;
    type: string;
    content: string;
    hash: string | null;
  }>(
    `select stream_id, stream_position, id::text as id, type, encode(hash, 'hex') as hash,
       jsonb_build_array(stream_id, stream_position, id, type, schema_version, data, metadata)::text as content
     from events where stream_id = any($1::text[]) order by stream_id, stream_position`,
    [streams],
  );
  const head = await sql.query<{ chain: string }>(
    `select encode(chain, 'hex') as chain from event_chain order by transaction_id desc, global_position desc limit 1`,
  );
  const events = rows.map((r): ProvenEvent => ({
    streamId: r.stream_id,
    streamPosition: r.stream_position,
    eventId: r.id,
    type: r.type,
    content: r.content,
    hash: r.hash,
  }));
  return { chainHead: head.rows[0]?.chain ?? null, events };
};

/** Builds the ZIP: the period's records, their evidence, reviews, lineage, proof, summary and manifest. */
export const buildEvidencePack = async (
  app: AppContext,
  request: PackRequest,
  progress: (done: number) => void,
): Promise<{ zip: Uint8Array; files: number }> => {
  const files: Record<string, Uint8Array> = {};
  const hub = await app.rows.get<HubRow>('hubs', request.hubUuid);
  const events = await hubEventsIn(app, request);
  files['hub-events.csv'] = text(`\uFEFF${await exportHubEvents(app, periodFilters(request))}`);
  files['hub-events.xlsx'] = await hubEventsXlsx(events);
  const uploads = await app.rows.getMany<FileUploadRow>(
    'fileUploads',
    events.flatMap((e) => (e.pictureUuid ? [e.pictureUuid] : [])),
  );
  const outputs = events.filter((e) => OUTPUT_TYPES.has(e.type) && !e.removed);
  const steps = events.length + outputs.length + 2;
  let done = 0;
  const step = () => progress(++done / steps);
  let pictures = 0;
  for (const event of events) {
    const upload = event.pictureUuid ? uploads.get(event.pictureUuid) : undefined;
    const content = upload && (await app.blobs.get(upload.sha256));
    if (upload && content) {
      files[`pictures/${event.uuid}-${safe(upload.fileName)}`] = new Uint8Array(content);
      pictures++;
    }
    step();
  }
  files['reviews.json'] = text(
    events.map((e) => ({
      hubEventUuid: e.uuid,
      type: e.type,
      status: e.status,
      removed: e.removed,
      review: e.review,
      automaticFindings: e.anomalies,
      history: e.history,
    })),
  );
  for (const output of outputs) {
    files[`lineage/${output.uuid}.json`] = text(
      await lineageOf(app, output.uuid, null).catch(() => ({
        origin: output.uuid,
        nodes: [],
        edges: [],
      })),
    );
    step();
  }
  const proof = await proofOf(app, [...new Set(events.map((e) => e.streamId))]);
  files['proof.json'] = text(proof);
  step();
  const createdAt = app.now().toISOString();
  files['summary.pdf'] = await summaryPdf({
    hubName: hub?.name ?? '',
    hubUuid: request.hubUuid,
    from: request.from,
    to: request.to,
    createdAt,
    chainHead: proof.chainHead,
    events,
    pictures,
    lineages: outputs.length,
    provenEvents: proof.events.length,
  });
  const manifest: Manifest = {
    hubUuid: request.hubUuid,
    from: request.from,
    to: request.to,
    createdAt,
    files: Object.entries(files).map(([name, content]) => ({
      name,
      sha256: createHash('sha256').update(content).digest('hex'),
      size: content.length,
    })),
  };
  files['manifest.json'] = text(manifest);
  step();
  return { zip: zipSync(files, { level: 6 }), files: Object.keys(files).length };
};

import { type Hub, HubFields, type HubSummary, hubIdentityPath } from '@cairn/contracts';
import type { HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';

const LINK_TTL_MS = 12 * 3600_000;

export const summaryOf = (row: HubRow, nameOf?: (uuid: string) => string): HubSummary => ({
  uuid: row.uuid,
  name: row.name,
  type: row.type,
  state: row.state,
  pipelineOwner: row.pipelineOwner,
  country: row.country,
  city: row.city,
  features: row.features,
  users: row.users,
  organization: row.organizationUuid
    ? { uuid: row.organizationUuid, name: nameOf?.(row.organizationUuid) ?? row.organizationUuid }
    : null,
});

/** What a hub field unset in a stored row answers: its default (false, []) when it has one, else null. */
const UNSET: Record<string, unknown> = Object.fromEntries(
  Object.entries(HubFields.shape).map(([key, schema]) => {
    const parsed = schema.safeParse(undefined);
    return [key, parsed.success && parsed.data !== undefined ? parsed.data : null];
  }),
);
/** Every field of Document 1 §3: a hub stored before a field existed (the demo's) lacks it. */
const everyField = (row: HubRow) => {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(UNSET)) out[key] ??= value;
  return out as unknown as HubRow;
};

/** The hub as the admin form loads it: names of linked hubs and the QR code of its identity link. */
export const hubView = async (app: AppContext, row: HubRow): Promise<Hub> => {
  const linked = await app.rows.getMany<HubRow>('hubs', [
    ...(row.organizationUuid ? [row.organizationUuid] : []),
    ...row.assignedCompanyUuids,
  ]);
  const nameOf = (uuid: string) => linked.get(uuid)?.name ?? uuid;
  const text = `${app.config.publicUrl}${hubIdentityPath(row.uuid)}`;
  return {
    ...everyField(row),
    organization: row.organizationUuid
      ? { uuid: row.organizationUuid, name: nameOf(row.organizationUuid) }
      : null,
    assignedCompanies: row.assignedCompanyUuids.map((uuid) => ({
      company: { uuid, name: nameOf(uuid) },
    })),
    qrCode: {
      text,
      directLink: app.tokens.signLink(
        `/files/qr/hub/${row.uuid}.png`,
        app.now().getTime() + LINK_TTL_MS,
      ),
    },
  };
};

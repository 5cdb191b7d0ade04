/**
 * The HTTP URIs by which Cairn names things in EPCIS (GS1 allows any HTTP URI where it has no
 * GS1 key): all under one configurable base (CAIRN_ID_BASE), so that a GET on one reaches Cairn.
 * None of them holds a personal datum: a collector is named by its opaque uuid.
 */
export interface EpcisIdentifiers {
  readonly base: string;
  material(uuid: string): string;
  materialClass(materialType: string): string;
  hub(uuid: string): string;
  collector(uuid: string): string;
  transformation(kind: 'segregation-units' | 'processing-units', uuid: string): string;
  transport(uuid: string): string;
  file(uuid: string): string;
  party(name: string): string;
  /** The namespace of Cairn's own fields in an event (chain position, evidence). */
  readonly namespace: string;
}

export function epcisIdentifiers(base: string): EpcisIdentifiers {
  const root = base.replace(/\/+$/, '');
  const id = (kind: string, key: string) => `${root}/id/${kind}/${encodeURIComponent(key)}`;
  return {
    base: root,
    material: (uuid) => id('materials', uuid),
    materialClass: (materialType) => id('material-types', materialType),
    hub: (uuid) => id('hubs', uuid),
    collector: (uuid) => id('collectors', uuid),
    transformation: (kind, uuid) => id(kind, uuid),
    transport: (uuid) => id('transports', uuid),
    file: (uuid) => id('files', uuid),
    party: (name) => id('parties', name.trim()),
    namespace: `${root}/ns/epcis/`,
  };
}

/** The JSON-LD context of Cairn's EPCIS documents: GS1's, and Cairn's prefix for its own fields. */
export const GS1_EPCIS_CONTEXT = 'https://ref.gs1.org/standards/epcis/epcis-context.jsonld';
export function epcisContext(ids: EpcisIdentifiers): [string, { cairn: string }] {
  return [GS1_EPCIS_CONTEXT, { cairn: ids.namespace }];
}

import type { TrackedItemState } from '@cairn/contracts';

/** A unit an output bag can be registered into (GET /api/processingUnits, GET /api/segregationUnits). */
export interface OpenUnit {
  uuid: string;
}

/** States of a tracked item whose material is on the hub's floor being worked on: the overview shows it. */
const ON_THE_FLOOR: readonly TrackedItemState[] = ['IN_SORTING', 'IN_PROCESSING', 'IN_TRANSIT'];

const withItem = (path: string, trackedItemUuid: string) =>
  `${path}?trackedItemUuid=${encodeURIComponent(trackedItemUuid)}`;

/**
 * Where the QR card of a tracked item leads (Document 2 §2, tracked item identity): an unassigned card
 * becomes the output bag of the in-progress processing unit, else of the grading in progress, else a
 * new registered bag; a card in sorting, processing or transit opens the overview; any other goes to
 * bag registration.
 */
export const trackedItemTarget = (
  item: { uuid: string; state: TrackedItemState },
  processing: readonly OpenUnit[],
  segregation: readonly OpenUnit[],
): string => {
  if (item.state === 'UNASSIGNED') {
    const [processingUnit] = processing;
    if (processingUnit)
      return withItem(
        `/processing-unit/${encodeURIComponent(processingUnit.uuid)}/register-output-material-bag`,
        item.uuid,
      );
    const [segregationUnit] = segregation;
    if (segregationUnit)
      return withItem(
        `/segregation-unit/${encodeURIComponent(segregationUnit.uuid)}/register-output-material-bag`,
        item.uuid,
      );
    return withItem('/register-material-bag', item.uuid);
  }
  return ON_THE_FLOOR.includes(item.state) ? '/hub-overview' : '/register-material-bag';
};

/**
 * Where the QR card of a collector leads (Document 2 §2, collector identity): `null` (the server's 404)
 * is a collector of another company, or none at all, and goes to /error.
 */
export const collectorTarget = (
  collector: { uuid: string; state: 'DEFINED' | 'UNDEFINED'; company?: { uuid: string } } | null,
  ownCompanyUuid?: string | null,
): string => {
  // Document 2 §2: a collector of another company leads to /error (the server answers 404 for it too).
  if (
    !collector ||
    (ownCompanyUuid && collector.company && collector.company.uuid !== ownCompanyUuid)
  )
    return '/error';
  const id = encodeURIComponent(collector.uuid);
  return collector.state === 'UNDEFINED' ? `/define-collector/${id}` : `/active-collector/${id}`;
};

/** Where a hub's QR code leads: registering a bag with that hub as the supplier. */
export const hubTarget = (hubUuid: string): string =>
  `/register-material-bag/${encodeURIComponent(hubUuid)}`;

/**
 * The page a scanned QR card opens: a collector's or tracked item's card (`…/identity/collector/<uuid>`,
 * `…/identity/tracked-item/<uuid>`) leads to its identity redirect; any other text is no card (null).
 */
export const cardPathOfQrText = (text: string): string | null => {
  const match =
    /\/identity\/(collector|tracked-item)\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\s*$/.exec(
      text,
    );
  return match ? `/identity/${match[1]}/${match[2].toLowerCase()}` : null;
};

import type { HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { DomainError, notFound } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';

/**
 * The hub a hub-scoped read is about (docs/decisions.md "Organizations"): the caller's own, or, for
 * the users of an ORGANIZATION hub, one of its `assignedCompanyUuids` named by `?hubUuid=`. Any other
 * hub answers 404, as another hub's record does; a malformed id 400.
 */
export const scopedHubUuid = async (
  app: AppContext,
  user: AuthUser,
  requested: unknown,
): Promise<string> => {
  const own = user.hubUuid!;
  if (requested === undefined || requested === '' || requested === own) return own;
  if (typeof requested !== 'string' || !/^[0-9a-f-]{36}$/i.test(requested))
    throw new DomainError('invalid', 'validationError', { hubUuid: 'validationInvalid' });
  const organization = await app.rows.get<HubRow>('hubs', own);
  if (
    organization?.type !== 'ORGANIZATION' ||
    !organization.assignedCompanyUuids.includes(requested)
  )
    throw notFound();
  if (!(await app.rows.get<HubRow>('hubs', requested))) throw notFound();
  return requested;
};

/** The hubs an ORGANIZATION's users oversee, named (empty for any other hub). */
export const assignedHubs = async (
  app: AppContext,
  hubUuid: string,
): Promise<Array<{ uuid: string; name: string; type: HubRow['type'] }>> => {
  const own = await app.rows.get<HubRow>('hubs', hubUuid);
  if (own?.type !== 'ORGANIZATION') return [];
  const hubs = await app.rows.getMany<HubRow>('hubs', own.assignedCompanyUuids);
  return own.assignedCompanyUuids.flatMap((uuid) => {
    const hub = hubs.get(uuid);
    return hub ? [{ uuid, name: hub.name, type: hub.type }] : [];
  });
};

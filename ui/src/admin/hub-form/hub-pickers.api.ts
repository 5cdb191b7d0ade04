import type { HubType } from '@cairn/contracts';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { Option } from '../../common/options';

interface NamedCompany {
  uuid: string;
  name: string;
}

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();

/** Companies as picker options, without the hub being edited, sorted by name. */
function useCompanyOptions(
  key: string | null,
  excludeUuid?: string,
): { options: Option[]; isLoading: boolean } {
  const { data, isLoading } = useSWR<NamedCompany[]>(key);
  const options = useMemo(
    () =>
      (data ?? [])
        .filter((c) => c.uuid !== excludeUuid)
        .map((c) => ({ value: c.uuid, label: c.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [data, excludeUuid],
  );
  return { options, isLoading };
}

/** Hubs that can supply a hub of this type (none until the type is chosen). */
export const useSupplierOptions = (type: HubType | null | undefined, excludeUuid?: string) =>
  useCompanyOptions(
    type ? `/api/admin/companies/hubs/suppliers?${query({ type, excludeUuid })}` : null,
    excludeUuid,
  );

/** Organizations a hub can belong to. */
export const useOrganizationOptions = (excludeUuid?: string) =>
  useCompanyOptions('/api/admin/companies/hubs?type=ORGANIZATION', excludeUuid);

/** Active hubs an organization can be assigned; asked only for type ORGANIZATION. */
export const useAssignableHubOptions = (enabled: boolean, excludeUuid?: string) =>
  useCompanyOptions(
    enabled ? `/api/admin/companies/hubs?${query({ states: 'ACTIVE', excludeUuid })}` : null,
    excludeUuid,
  );

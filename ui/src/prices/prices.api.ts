import type { MaterialPrice, SetMaterialPriceRequest } from '@cairn/contracts';
import { mutate } from 'swr';
import { post } from '../api/request';

export const pricesKey = (hubUuid: string) => `/api/admin/companies/hubs/${hubUuid}/prices`;

/** Sets a price and refreshes the list with the answer (the whole history). */
export const setMaterialPrice = async (
  hubUuid: string,
  body: { materialType: string; price: string | number; effectiveFrom: string },
) => {
  const list = await post<MaterialPrice[]>(
    pricesKey(hubUuid),
    body satisfies Partial<Record<keyof SetMaterialPriceRequest, unknown>>,
  );
  await mutate(pricesKey(hubUuid), list, { revalidate: false });
  return list;
};

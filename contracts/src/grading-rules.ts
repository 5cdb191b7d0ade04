import type { HubFields } from './hubs.schema';

/**
 * segregationInputMaterialTypes: what a hub may grade. None configured: any material (the hub form
 * requires the list only with mass-balance tracking, Document 1 §5). The grading start views offer
 * only these, and the server refuses the others with a field error.
 */
export const isGradable = (
  hub: Partial<Pick<HubFields, 'segregationInputMaterialTypes'>>,
  materialType: string | null | undefined,
) => {
  const allowed = hub.segregationInputMaterialTypes ?? [];
  return allowed.length === 0 || (!!materialType && allowed.includes(materialType as never));
};

/** What every hub event's fact carries (registrations, grading and processing bags, clearances, certificates...). */
export const hubEventFacts = (
  d: {
    hubUuid: string;
    eventType: string;
    weight: number;
    quantityUnit: string;
    materialType?: string | null;
    createdAt: string;
  },
  label: string | null,
) => ({
  hubUuid: d.hubUuid,
  type: d.eventType,
  weight: d.weight,
  quantityUnit: d.quantityUnit,
  materialType: d.materialType ?? null,
  at: d.createdAt,
  label,
});

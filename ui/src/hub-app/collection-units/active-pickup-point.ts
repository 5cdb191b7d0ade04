import type { PickupPoint } from '@cairn/contracts';

/** The pick-up point the operator checked in at (Document 3 §2 /check-in): kept on this phone. */
const KEY = 'activePickupPoint';
export const rememberPickupPoint = (point: PickupPoint) =>
  localStorage.setItem(KEY, JSON.stringify(point));
export const activePickupPoint = (): PickupPoint | null => {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as PickupPoint | null;
    return value && typeof value.uuid === 'string' && typeof value.name === 'string' ? value : null;
  } catch {
    return null;
  }
};
export const forgetPickupPoint = () => localStorage.removeItem(KEY);

/** The collector the operator last opened (by QR card or link); /finish-grading greets and continues with them. */
const KEY = 'activeCollectorUuid';
export const rememberActiveCollector = (uuid: string) => localStorage.setItem(KEY, uuid);
export const activeCollectorUuid = (): string | null => localStorage.getItem(KEY);

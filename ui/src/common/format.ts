const pad = (n: number) => String(n).padStart(2, '0');

/** Dates display as YYYY-MM-DD HH:mm:ss in the viewer's time zone (Document 2 §9). */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

const UNIT_TEXT: Record<string, string> = { KG: 'kg', LITER: 'l', TON: 't' };
export const unitText = (unit: string | null | undefined): string => (unit ? UNIT_TEXT[unit] ?? unit.toLowerCase() : '');

/** Hub event weights show 3 decimals (Document 2 §9). */
export const formatWeight = (weight: number | null | undefined, unit?: string | null, decimals = 3): string =>
  weight === null || weight === undefined ? '-' : `${weight.toFixed(decimals)} ${unitText(unit)}`.trim();

/** File names display truncated to 22 characters plus an ellipsis (Document 1 §5). */
export const truncateFileName = (name: string, max = 22): string => (name.length > max ? `${name.slice(0, max)}…` : name);

/** Sizes display in K (Document 1 §5). */
export const formatSizeK = (bytes: number): string => `${Math.max(1, Math.round(bytes / 1024))}K`;

/** The start and end of a picked day (YYYY-MM-DD, local), as the date filters need them (Document 2 §9). */
export const startOfDayIso = (day: string): string => (day ? new Date(`${day}T00:00:00`).toISOString() : '');
export const endOfDayIso = (day: string): string => (day ? new Date(`${day}T23:59:59.999`).toISOString() : '');

/** Enum values such as IMAGE_BAG_VISIBILITY read as "Image bag visibility". */
export const humanize = (value: string): string => {
  const words = value.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The hub app shows dates as day/month/year hours:minutes (Document 3 §9). */
export const formatDayTime = (iso: string | null | undefined): string => {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

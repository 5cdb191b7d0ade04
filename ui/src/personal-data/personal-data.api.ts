import type { PersonalDataView } from '@cairn/contracts';
import { download, post } from '../api/request';

const base = (uuid: string) => `/api/admin/personalData/${encodeURIComponent(uuid)}`;

export const downloadPersonalData = (uuid: string) => download('GET', `${base(uuid)}?format=csv`);
export const erasePersonalData = (uuid: string, reason: string) =>
  post<PersonalDataView>(`${base(uuid)}/erase`, { reason });

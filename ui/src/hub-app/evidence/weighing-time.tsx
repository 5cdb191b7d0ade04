import { useState } from 'react';
import { isNotInFuture, localInstant } from '@cairn/contracts';
import { isoDay } from '../../common/dates';
import { DayInput } from '../../common/day-input';
import { t } from '../hub-forms.messages';

const pad = (n: number) => String(n).padStart(2, '0');
/** The device's local day (YYYY-MM-DD, what the day inputs keep) and time (HH:mm, what the time input takes). */
export const localDay = isoDay;
export const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/**
 * When a load was weighed: a date and a time, now by default, never in the future (the server's
 * isNotInFuture). `valid` tells the compiler too: then `weighedAt` is there to send.
 */
export function useWeighingTime() {
  const [day, setDay] = useState(() => localDay(new Date()));
  const [time, setTime] = useState(() => localTime(new Date()));
  const weighedAt = day && time ? localInstant(day, time) : null;
  const fields = { day, setDay, time, setTime };
  return weighedAt && isNotInFuture(weighedAt, Date.now())
    ? { ...fields, weighedAt, valid: true as const }
    : { ...fields, weighedAt, valid: false as const };
}

export function WeighingTimeFields({ value }: { value: ReturnType<typeof useWeighingTime> }) {
  return (
    <div className="form-row">
      {/* Typed DD/MM/YYYY as every date of the UI; a day after today is marked and not taken. */}
      <label className="bp6-label">
        {t('hub.weighingDate')}
        <DayInput
          size="large"
          value={value.day}
          max={localDay(new Date())}
          onChange={value.setDay}
        />
      </label>
      <label className="bp6-label">
        {t('hub.time')}
        <input
          className="bp6-input bp6-large"
          type="time"
          value={value.time}
          onChange={(e) => value.setTime(e.target.value)}
        />
      </label>
    </div>
  );
}

import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { formatDateTime } from '../common/format';

/** A local date-time (from the picker) as the instant the API takes; empty = now. */
export const asOfInstant = (local: string): string => (local ? new Date(local).toISOString() : '');
/** `asOf=` for a query string that already has a `?` (or '' for now). */
export const asOfParam = (local: string, joiner: '&' | '?' = '&'): string => (local ? `${joiner}asOf=${encodeURIComponent(asOfInstant(local))}` : '');

/** Pick an instant in the past: the screen shows the figures as the records stood then. */
export function AsOfPicker({ value, onChange }: { value: string; onChange: (local: string) => void }) {
  return (
    <FormGroup label="As of" labelFor="as-of" helperText="Empty: now">
      <div className="as-of-bar">
        <InputGroup id="as-of" type="datetime-local" step={1} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
        {value && <Button icon="reset" text="Now" onClick={() => onChange('')} />}
      </div>
    </FormGroup>
  );
}

/** Says plainly that the screen shows the past, not today. */
export function AsOfBanner({ value }: { value: string }) {
  if (!value) return null;
  return (
    <Callout className="as-of-banner" intent="warning" icon="history" title={`Showing the past: as of ${formatDateTime(asOfInstant(value))}`}>
      These figures are recomputed from the records as they stood at that instant. Later registrations, reviews, amendments and removals are left out.
    </Callout>
  );
}

import { Button, Card, FormGroup, H4, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { CreateEpcisApiKey, type CreatedEpcisApiKey } from '@cairn/contracts';
import { post } from '../api/request';
import { applyFieldErrors } from '../common/apply-field-errors';
import { endOfDayIso, startOfDayIso } from '../common/dates';
import { DayInput } from '../common/day-input';
import { OptionMultiSelect } from '../common/option-multi-select';
import { useAssignableHubOptions, useOrganizationOptions } from '../admin/hub-form/hub-pickers.api';
import { t } from './epcis.messages';

/** The new key's form: an organisation, the hubs shared with it, a period of days. */
export function EpcisApiKeyForm({ onCreated }: { onCreated: (key: CreatedEpcisApiKey) => void }) {
  const organizations = useOrganizationOptions();
  const hubs = useAssignableHubOptions(true);
  const [organizationUuid, setOrganization] = useState('');
  const [hubUuids, setHubs] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const body = { organizationUuid, hubUuids, from: startOfDayIso(from), to: endOfDayIso(to) };
  // The same schema as the server's: Create is enabled only for what it will accept.
  const valid = CreateEpcisApiKey.safeParse(body).success;
  const create = async () => {
    setBusy(true);
    setErrors({});
    try {
      onCreated(await post<CreatedEpcisApiKey>('/api/admin/epcis/apiKeys', body));
      setOrganization('');
      setHubs([]);
    } catch (failure) {
      applyFieldErrors(failure, (field, error) =>
        setErrors((e) => ({ ...e, [field]: String(error.message ?? '') })),
      );
    } finally {
      setBusy(false);
    }
  };
  // The server's refusal, on the field it names.
  const refusal = (field: string) =>
    errors[field]
      ? { intent: 'danger' as const, helperText: t(errors[field]) }
      : { intent: 'none' as const };
  return (
    <Card className="cairn-epcis-key-form">
      <H4>{t('epcis.newKey')}</H4>
      <FormGroup
        label={t('epcis.organization')}
        labelFor="epcis-organization"
        {...refusal('organizationUuid')}
      >
        <HTMLSelect
          id="epcis-organization"
          value={organizationUuid}
          onChange={(e) => setOrganization(e.currentTarget.value)}
          options={[{ value: '', label: t('epcis.pickOrganization') }, ...organizations.options]}
        />
      </FormGroup>
      <FormGroup label={t('epcis.sharedHubs')} {...refusal('hubUuids')}>
        <OptionMultiSelect
          options={hubs.options}
          selected={hubUuids}
          onChange={setHubs}
          placeholder={t('epcis.pickHubs')}
          ariaLabel={t('epcis.sharedHubs')}
        />
      </FormGroup>
      <div className="cairn-epcis-period">
        <FormGroup label={t('epcis.from')} labelFor="epcis-from" {...refusal('from')}>
          <DayInput id="epcis-from" value={from} onChange={setFrom} max={to || undefined} />
        </FormGroup>
        <FormGroup label={t('epcis.to')} labelFor="epcis-to" {...refusal('to')}>
          <DayInput id="epcis-to" value={to} onChange={setTo} min={from || undefined} />
        </FormGroup>
      </div>
      <Button
        intent="primary"
        icon="key"
        text={t('epcis.create')}
        disabled={!valid}
        loading={busy}
        onClick={() => void create()}
      />
    </Card>
  );
}

import { Button, Card, FormGroup, H2, H3, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { ID_PICTURE_RETENTION_MONTHS_DEFAULT, PlatformSettings } from '@cairn/contracts';
import { fetcher, post } from '../api/request';
import { showToast } from '../shell/toaster';
import './platform-settings.css';
import { t } from './platform-settings.messages';

const URL = '/api/admin/platformSettings';

/**
 * /admin/settings: the platform-wide settings an admin changes; today how long collectors' ID
 * document pictures are kept after their last activity (issue 33 §6).
 */
export default function PlatformSettingsPage() {
  const { data, mutate } = useSWR<PlatformSettings>(URL, fetcher);
  const [months, setMonths] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setMonths(String(data.idPictureRetentionMonths));
  }, [data]);
  if (!data) return <Spinner />;
  // The same rule as the server's: a whole number of months from 1 to 120.
  const parsed = PlatformSettings.safeParse({ idPictureRetentionMonths: Number(months) });
  const invalid = months.trim() === '' || !parsed.success;
  const save = async () => {
    if (!parsed.success) return;
    setBusy(true);
    try {
      await mutate(await post<PlatformSettings>(URL, parsed.data), { revalidate: false });
      showToast('success', 'platformSettings.saved');
    } catch {
      // request() has shown the error bar
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="platform-settings-page">
      <H2>{t('platformSettings.title')}</H2>
      <Card>
        <H3>{t('platformSettings.personalData')}</H3>
        <FormGroup
          label={t('platformSettings.idPictureRetention')}
          labelFor="id-picture-retention"
          helperText={
            invalid
              ? t('platformSettings.monthsRange')
              : t('platformSettings.idPictureRetentionHelp', {
                  default: ID_PICTURE_RETENTION_MONTHS_DEFAULT,
                })
          }
          intent={invalid ? 'danger' : 'none'}
        >
          <InputGroup
            id="id-picture-retention"
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            value={months}
            intent={invalid ? 'danger' : 'none'}
            className="platform-settings-page__months"
            rightElement={
              <span className="platform-settings-page__unit">{t('platformSettings.months')}</span>
            }
            onValueChange={setMonths}
          />
        </FormGroup>
        <Button
          intent="primary"
          text={t('platformSettings.save')}
          loading={busy}
          disabled={invalid || Number(months) === data.idPictureRetentionMonths}
          onClick={() => void save()}
        />
      </Card>
    </div>
  );
}

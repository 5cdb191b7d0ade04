import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  H2,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import type { CreatedEpcisApiKey, EpcisApiKeySummary } from '@cairn/contracts';
import { fetcher, post } from '../api/request';
import { ConfirmButton } from '../common/confirm-button';
import { formatDateTime } from '../common/dates';
import { showToast } from '../shell/toaster';
import { EpcisApiKeyForm } from './epcis-api-key-form';
import { t } from './epcis.messages';
import './epcis.css';

const URL = '/api/admin/epcis/apiKeys';
const day = (iso: string) => formatDateTime(iso).slice(0, 10);

/**
 * /admin/epcis-keys: the API keys of receiving organisations (issue 34). A new key's secret is
 * shown once, in a dialog; the list shows only its first characters.
 */
export default function EpcisApiKeysPage() {
  const { data, mutate } = useSWR<EpcisApiKeySummary[]>(URL, fetcher);
  const [created, setCreated] = useState<CreatedEpcisApiKey | null>(null);
  const revoke = async (uuid: string) => {
    try {
      await post(`${URL}/${uuid}/revoke`, {});
      showToast('success', 'epcis.revoked');
      await mutate();
    } catch {
      // request() has shown the error bar
    }
  };
  return (
    <section className="cairn-page cairn-epcis-keys-page">
      <header className="cairn-page-header">
        <H2>{t('epcis.keysTitle')}</H2>
      </header>
      <Callout icon="info-sign">{t('epcis.keysIntro')}</Callout>
      <EpcisApiKeyForm
        onCreated={(key) => {
          setCreated(key);
          void mutate();
        }}
      />
      {!data ? (
        <Spinner />
      ) : data.length === 0 ? (
        <NonIdealState icon="key" title={t('epcis.noKeys')} />
      ) : (
        <HTMLTable striped compact className="cairn-epcis-keys-table">
          <thead>
            <tr>
              <th>{t('epcis.organization')}</th>
              <th>{t('epcis.sharedHubs')}</th>
              <th>{t('epcis.period')}</th>
              <th>{t('epcis.key')}</th>
              <th>{t('epcis.created')}</th>
              <th>{t('epcis.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.map((key) => (
              <tr key={key.uuid}>
                <td>{key.organization.name}</td>
                <td>{key.hubs.map((hub) => hub.name).join(', ')}</td>
                <td>
                  {day(key.from)} – {day(key.to)}
                </td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>{formatDateTime(key.createdAt)}</td>
                <td>
                  {key.revokedAt ? (
                    <Tag minimal>{t('epcis.revokedAt', { at: formatDateTime(key.revokedAt) })}</Tag>
                  ) : (
                    <Tag intent="success" minimal>
                      {t('epcis.active')}
                    </Tag>
                  )}
                </td>
                <td>
                  {!key.revokedAt && (
                    <ConfirmButton
                      size="small"
                      intent="danger"
                      text={t('epcis.revoke')}
                      question={t('epcis.revokeQuestion')}
                      confirmText={t('epcis.revoke')}
                      onConfirm={() => revoke(key.uuid)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Dialog
        isOpen={created !== null}
        title={t('epcis.secretTitle')}
        icon="key"
        onClose={() => setCreated(null)}
      >
        <DialogBody>
          <p>{t('epcis.secretOnce')}</p>
          <InputGroup
            readOnly
            aria-label={t('epcis.key')}
            value={created?.secret ?? ''}
            onFocus={(e) => e.currentTarget.select()}
            rightElement={
              <Button
                variant="minimal"
                icon="duplicate"
                aria-label={t('epcis.copy')}
                onClick={() => {
                  void navigator.clipboard?.writeText(created?.secret ?? '');
                  showToast('success', 'epcis.copied');
                }}
              />
            }
          />
        </DialogBody>
        <DialogFooter
          actions={
            <Button intent="primary" text={t('epcis.done')} onClick={() => setCreated(null)} />
          }
        />
      </Dialog>
    </section>
  );
}

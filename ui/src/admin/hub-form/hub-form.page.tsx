import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, H1 } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { EpcisExportButton } from '../../epcis/epcis-export-button';
import { CreateHubRequest, UpdateHubRequest, type Hub } from '@cairn/contracts';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError, post } from '../../api/request';
import { applyFieldErrors } from '../../common/apply-field-errors';
import { t } from '../admin.messages';
import { PageSpinner } from '../../shell/page-spinner';
import { showToast } from '../../shell/toaster';
import { hubKey, revalidateHubs } from '../hubs/hubs.api';
import { AddressSection } from './address.section';
import { ExperimentsSection } from './experiments.section';
import { FirstHubOwnerSection } from './first-hub-owner.section';
import {
  hubRequest,
  hubValues,
  newHubValues,
  type HubFormOutput,
  type HubFormValues,
} from './hub-form-values';
import { HubIdentifierSection } from './hub-identifier.section';
import { HubInfoSection } from './hub-info.section';
import { HubLinks } from './hub-links';
import '../admin.css';

/** /admin/add-hub and /admin/add-hub/:hubCompanyUuid (Document 1 §2). */
export default function HubFormPage() {
  const { hubCompanyUuid } = useParams();
  const { data: hub, error } = useSWR<Hub>(hubCompanyUuid ? hubKey(hubCompanyUuid) : null);

  if (!hubCompanyUuid) return <HubForm key="new" />;
  if (error && !hub)
    return (
      <NonIdealState
        icon="error"
        title={t('admin.editHub')}
        description={t(
          error instanceof ApiError && error.status === 404
            ? 'notFoundMessage'
            : 'genericErrorMessage',
        )}
      />
    );
  if (!hub) return <PageSpinner />;
  // keyed by hub: opening another hub starts a fresh form from that hub's values
  return <HubForm key={hub.uuid} hub={hub} />;
}

function HubForm({ hub }: { hub?: Hub }) {
  const navigate = useNavigate();
  const editing = hub !== undefined;
  // Create and update share the fields; create also validates the first owner (firstUser).
  const resolver = useMemo(
    () =>
      zodResolver(editing ? UpdateHubRequest : CreateHubRequest) as unknown as Resolver<
        HubFormValues,
        unknown,
        HubFormOutput
      >,
    [editing],
  );
  const form = useForm<HubFormValues, unknown, HubFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: hub ? hubValues(hub) : newHubValues(),
  });
  const { isValid, isSubmitting } = form.formState;
  // The server refused some fields: they are marked, and Create stays enabled (the fields pass the
  // client's checks, and a server error would otherwise keep isValid false until each is edited).
  const [refused, setRefused] = useState(false);
  // The row menu's "Scheduled reports" opens the form at its section (#reporting).
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  const submit = form.handleSubmit(async (values) => {
    setRefused(false);
    try {
      if (hub) await post<Hub>(hubKey(hub.uuid), hubRequest(values, true));
      else await post<Hub>('/api/admin/companies/hubs', hubRequest(values, false));
    } catch (failure) {
      // The error bar shows the message; the fields the server refused show their keys.
      setRefused(applyFieldErrors(failure, form.setError));
      return;
    }
    form.reset();
    showToast('success', editing ? 'hubUpdated' : 'hubCreated');
    navigate('/admin/hubs');
    void revalidateHubs();
  });

  return (
    <section className="cairn-page cairn-hub-form-page">
      <header className="cairn-page-header">
        <H1>{t(editing ? 'admin.editHub' : 'admin.addHubTitle')}</H1>
        {hub && <EpcisExportButton hubUuid={hub.uuid} />}
      </header>
      {hub && <HubLinks hubUuid={hub.uuid} />}
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="cairn-hub-form">
          <HubInfoSection hubUuid={hub?.uuid} />
          <ExperimentsSection />
          <AddressSection />
          {hub ? <HubIdentifierSection hub={hub} /> : <FirstHubOwnerSection />}
          <footer className="cairn-form-actions">
            {refused && !isSubmitting ? (
              <Callout compact intent="danger" icon="error" className="cairn-form-actions-hint">
                {t(editing ? 'admin.correctToUpdate' : 'admin.correctToCreate')}
              </Callout>
            ) : (
              !isValid &&
              !isSubmitting && (
                <Callout compact intent="none" icon="info-sign" className="cairn-form-actions-hint">
                  {t(editing ? 'admin.fillToUpdate' : 'admin.fillToCreate')}
                </Callout>
              )
            )}
            <Button text={t('admin.cancel')} onClick={() => navigate('/admin/hubs')} />
            <Button
              type="submit"
              intent="primary"
              text={t(editing ? 'admin.update' : 'admin.create')}
              disabled={(!isValid && !refused) || isSubmitting}
              loading={isSubmitting}
            />
          </footer>
        </form>
      </FormProvider>
    </section>
  );
}

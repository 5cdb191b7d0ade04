import { Button, Callout, H1, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import type { Hub, Project } from '@cairn/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { t } from './compliance.messages';
import { AddProjectDialog } from './add-project.dialog';
import { hubKey, projectsKey } from './compliance.api';
import '../admin/admin.css';
import './compliance.css';

/** /admin/hubs/:hubUuid/manage-projects (Document 1 §2): Type chip and ID, and 'Add project'. */
export default function ProjectsPage() {
  const { hubUuid = '' } = useParams();
  const { data: hub } = useSWR<Hub>(hubKey(hubUuid));
  const { data: projects, error, isLoading } = useSWR<Project[]>(projectsKey(hubUuid));
  const [adding, setAdding] = useState(false);
  return (
    <section className="cairn-page">
      <header className="cairn-page-header">
        <div>
          <Link to="/admin/hubs" className="cairn-back-link">
            Hubs
          </Link>
          <H1>
            {t('compliance.projects')}
            {hub ? `: ${hub.name}` : ''}
          </H1>
        </div>
        <Button
          intent="primary"
          icon="add"
          text={t('compliance.addProject')}
          onClick={() => setAdding(true)}
        />
      </header>
      {isLoading && (
        <Spinner className="cairn-list-spinner" aria-label={t('compliance.loadingProjects')} />
      )}
      {error && !projects && <Callout intent="danger">{t('genericErrorMessage')}</Callout>}
      {projects && projects.length === 0 && (
        <NonIdealState
          icon="projects"
          title={t('compliance.noProjects')}
          description={t('compliance.noProjectsYet')}
        />
      )}
      {projects && projects.length > 0 && (
        <div className="cairn-card-table">
          <HTMLTable className="cairn-hub-table" striped>
            <thead>
              <tr>
                <th>{t('compliance.type')}</th>
                <th>ID</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((p) => (
                <tr key={p.uuid}>
                  <td>
                    <Tag round minimal intent={p.isCairn ? 'primary' : 'none'}>
                      {t(p.isCairn ? 'compliance.cairnProject' : 'compliance.externalProject')}
                    </Tag>
                  </td>
                  <td>{p.externalId}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {adding && <AddProjectDialog hubUuid={hubUuid} onClose={() => setAdding(false)} />}
    </section>
  );
}

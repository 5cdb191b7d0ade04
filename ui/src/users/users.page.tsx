import {
  Card,
  FormGroup,
  H1,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { useState } from 'react';
import useSWR from 'swr';
import { SecurityRole, type AdminUserRow, type Page } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { humanize } from '../common/format';
import { Pager } from '../common/pager';
import { useDebouncedValue } from '../common/use-debounced-value';
import { usePageSize } from '../common/use-page-size';
import { UserRowMenu } from './user-row-menu';
import { shownPersonal } from '../personal-data/personal-data.messages';
import { USERS_KEY_PREFIX } from './users.api';
import './users.css';
import { t } from './users.messages';

const ROLE_LABELS: Record<SecurityRole, string> = {
  ROLE_SYSTEM_USER: 'users.roleSystemUser',
  ROLE_CAIRN_ADMIN: 'users.roleAdmin',
  ROLE_HUB_MANAGER: 'users.roleHubManager',
  ROLE_HUB_OWNER: 'users.roleHubOwner',
  ROLE_CAIRN_ANALYST: 'users.roleAnalyst',
};
const AUTH_LABELS: Record<string, string> = {
  EMAIL_PASSWORD: 'users.authEmail',
  SMS: 'users.authSmsShort',
};

/** /admin/users (Document 2 §2): search, filters, the users table and its row menu. */
export default function UsersPage() {
  const [filters, setFilters] = useState({ search: '', companyName: '', role: '' });
  const debounced = useDebouncedValue(filters, 400);
  const filterKey = JSON.stringify(debounced);
  const [paging, setPaging] = useState({ filterKey, page: 0 });
  const page = paging.filterKey === filterKey ? paging.page : 0;
  const [size, setSize] = usePageSize('users');
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  for (const [k, v] of Object.entries(debounced)) if (v.trim()) query.set(k, v.trim());
  const { data, isLoading } = useSWR<Page<AdminUserRow>>(
    `${USERS_KEY_PREFIX}${query.toString()}`,
    fetcher,
    { keepPreviousData: true },
  );
  const set = (key: keyof typeof filters) => (value: string) =>
    setFilters({ ...filters, [key]: value });

  return (
    <div className="users-page">
      <H1>{t('users.users')}</H1>
      <Card className="users-page__filters">
        <FormGroup label={t('users.search')} labelFor="users-search">
          <InputGroup
            id="users-search"
            leftIcon="search"
            placeholder={t('users.searchPlaceholder')}
            value={filters.search}
            onValueChange={set('search')}
          />
        </FormGroup>
        <FormGroup label={t('users.company')} labelFor="users-company">
          <InputGroup
            id="users-company"
            placeholder={t('users.companyName')}
            value={filters.companyName}
            onValueChange={set('companyName')}
          />
        </FormGroup>
        <FormGroup label={t('users.role')} labelFor="users-role">
          <HTMLSelect
            id="users-role"
            fill
            value={filters.role}
            onChange={(e) => set('role')(e.currentTarget.value)}
            options={[
              { value: '', label: t('users.all') },
              ...SecurityRole.options.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) })),
            ]}
          />
        </FormGroup>
      </Card>
      <Card className="users-page__list">
        {isLoading && !data ? (
          <Spinner />
        ) : !data?.items.length ? (
          <NonIdealState
            icon="people"
            title={t('users.noUsers')}
            description={t('users.noUsersDescription')}
          />
        ) : (
          <HTMLTable striped className="users-table">
            <thead>
              <tr>
                <th>{t('users.authMethod')}</th>
                <th>{t('users.email')}</th>
                <th>{t('users.phone')}</th>
                <th>{t('users.name')}</th>
                <th>{t('users.company')}</th>
                <th>{t('users.role')}</th>
                <th>
                  <span className="cairn-visually-hidden">{t('users.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((user) => (
                <tr key={user.uuid}>
                  <td>
                    {user.authType
                      ? AUTH_LABELS[user.authType]
                        ? t(AUTH_LABELS[user.authType])
                        : humanize(user.authType)
                      : '-'}
                  </td>
                  <td className="users-table__wrap">{shownPersonal(user.email) ?? '-'}</td>
                  <td className="nowrap">{shownPersonal(user.phoneNumber) ?? '-'}</td>
                  <td>
                    {shownPersonal(user.fullName)}
                    {user.suspended && (
                      <Tag minimal intent="danger" className="users-table__tag">
                        Suspended
                      </Tag>
                    )}
                  </td>
                  <td>{user.company?.name ?? '-'}</td>
                  <td className="nowrap">{t(ROLE_LABELS[user.role])}</td>
                  <td className="users-table__menu">
                    <UserRowMenu user={user} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <Pager
          page={page}
          size={size}
          total={data?.pagination.total ?? 0}
          onPageChange={(next) => setPaging({ filterKey, page: next })}
          onSizeChange={(next) => {
            setSize(next);
            setPaging({ filterKey, page: 0 });
          }}
        />
      </Card>
    </div>
  );
}

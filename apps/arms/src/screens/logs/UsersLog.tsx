import { useArmsQuery, type paths } from '@arms/api-client';
import { messageFor } from '@arms/domain';
import { Button, DataTable, EmptyState, Select, Tag, TextField, type DataTableColumn } from '@arms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf, pageSizes, useListUrl } from '../staff/listUrl';
import { Filters } from './parts';
import { useLogStrings } from './strings';

type LoginLog = paths['/logs/users']['get']['responses'][200]['content']['application/json']['data'][number];

/** The users log of /arms/logs: every sign-in attempt, newest first, searched by email and filtered by result. */
export function UsersLog() {
  const { t } = useLogStrings();
  const { i18n } = useTranslation('arms');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const list = useListUrl();
  const result = list.params.get('result');
  const portal = list.params.get('portal');
  const { data, error, isLoading, reload } = useArmsQuery('/logs/users', {
    params: {
      query: {
        $skip: list.skip,
        $limit: list.limit,
        ...(list.q ? { q: list.q } : {}),
        ...(result === 'success' || result === 'refused' ? { success: result === 'success' } : {}),
        ...(portal === 'crms' || portal === 'arms' ? { portal } : {}),
      },
    },
  });

  const columns = useMemo<DataTableColumn<LoginLog>[]>(() => {
    const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
    return [
      { id: 'createdAt', header: t('when'), cell: (r) => date.format(new Date(r.createdAt)) },
      { id: 'email', header: t('email'), cell: (r) => <span style={{ overflowWrap: 'anywhere' }}>{r.email}</span> },
      { id: 'portal', header: t('portal'), cell: (r) => (r.portal === 'arms' ? t('portalArms') : t('portalCrms')) },
      {
        id: 'result',
        header: t('result'),
        cell: (r) =>
          r.success ? (
            <Tag variant="primary" label={t('succeeded')} />
          ) : (
            <span>
              <Tag variant="neutral" label={t('refused')} />
              {r.code && (
                <span style={{ display: 'block', fontSize: '0.8125rem', color: 'var(--arms-color-textMuted)' }}>
                  {messageFor(r.code, lang)}
                </span>
              )}
            </span>
          ),
      },
      { id: 'ip', header: t('address'), cell: (r) => r.ip ?? '—' },
    ];
  }, [t, i18n.language, lang]);

  const filtered = Boolean(list.q) || result !== null || portal !== null;
  return (
    <>
      <Filters role="search">
        <TextField label={t('searchEmail')} type="search" {...list.search} />
        <Select<string>
          label={t('result')}
          placeholder={t('allResults')}
          options={[
            { value: 'success', label: t('succeeded') },
            { value: 'refused', label: t('refused') },
          ]}
          value={result === 'success' || result === 'refused' ? result : null}
          onValueChange={(value) => list.update({ result: value })}
        />
        <Select<string>
          label={t('portal')}
          placeholder={t('allPortals')}
          options={[
            { value: 'arms', label: t('portalArms') },
            { value: 'crms', label: t('portalCrms') },
          ]}
          value={portal === 'crms' || portal === 'arms' ? portal : null}
          onValueChange={(value) => list.update({ portal: value })}
        />
      </Filters>
      {!error && !isLoading && data && data.total === 0 ? (
        <EmptyState
          variant={filtered ? 'noResults' : undefined}
          description={filtered ? t('noMatch') : t('usersEmpty')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => list.update({ q: null, result: null, portal: null })}>
                {t('clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <DataTable
          caption={t('usersCaption')}
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(r) => String(r.id)}
          total={data?.total ?? 0}
          page={{ skip: list.skip, limit: list.limit }}
          pageSizeOptions={pageSizes}
          onPageChange={list.onPageChange}
          status={error ? 'error' : isLoading ? 'loading' : 'ready'}
          onRetry={() => void reload()}
        />
      )}
    </>
  );
}

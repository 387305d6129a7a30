import { useArmsQuery, type operations } from '@arms/api-client';
import { nominationStatuses } from '@arms/domain';
import { DataTable, type DataTableColumn, type DataTablePage } from '@arms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityStrings } from './strings';
import { useLocalPage } from './useLocalPage';

type Log = operations['listDepartmentAccessLogs']['responses'][200]['content']['application/json'][number];

/** Who opened or changed a hiring entity, newest first. */
export function EntityLogs({ departmentId }: { departmentId: number }) {
  const { t } = useEntityStrings();
  const { i18n } = useTranslation();
  const locale = i18n.language === 'vn' ? 'vi' : 'en';
  const list = useArmsQuery('/departments/{id}/access-logs', { params: { path: { id: departmentId } } });
  const paged = useLocalPage(list.data, 25);
  const columns = useMemo<DataTableColumn<Log>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return [
      { id: 'user', header: t('logs.user'), cell: (l) => l.userName },
      {
        id: 'action',
        header: t('logs.action'),
        cell: (l) => (l.action === 'update' ? t('logs.update') : t('logs.view')),
      },
      { id: 'when', header: t('logs.when'), cell: (l) => date.format(new Date(l.createdAt)) },
    ];
  }, [t, locale]);
  return (
    <DataTable
      caption={t('logs.caption')}
      columns={columns}
      rows={paged.rows}
      getRowId={(l) => String(l.id)}
      total={paged.total}
      page={paged.page}
      onPageChange={paged.onPageChange}
      status={list.error ? 'error' : list.isLoading ? 'loading' : 'ready'}
      onRetry={() => void list.reload()}
      emptyMessage={t('logs.none')}
    />
  );
}

type Submitted = operations['listDepartmentResumes']['responses'][200]['content']['application/json']['data'][number];

/** The resumes submitted to a hiring entity with their status, paged on the server. */
export function EntityResumes({ departmentId }: { departmentId: number }) {
  const { t } = useEntityStrings();
  const { t: tEmployer, i18n } = useTranslation('employer');
  const locale = i18n.language === 'vn' ? 'vi' : 'en';
  const [page, setPage] = useState<DataTablePage>({ skip: 0, limit: 25 });
  const list = useArmsQuery('/departments/{id}/resumes', {
    params: { path: { id: departmentId }, query: { $skip: page.skip, $limit: page.limit } },
  });
  const columns = useMemo<DataTableColumn<Submitted>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      {
        id: 'candidate',
        header: t('resumes.candidate'),
        cell: (r) => `${r.resume.firstName} ${r.resume.lastName}`.trim(),
      },
      {
        id: 'status',
        header: t('resumes.status'),
        cell: (r) => tEmployer(nominationStatuses.byId(r.status)?.labelKey ?? String(r.status)),
      },
      { id: 'submitted', header: t('resumes.submitted'), cell: (r) => date.format(new Date(r.createdAt)) },
    ];
  }, [t, tEmployer, locale]);
  return (
    <DataTable
      caption={t('resumes.caption')}
      columns={columns}
      rows={list.data?.data ?? []}
      getRowId={(r) => String(r.id)}
      total={list.data?.total ?? 0}
      page={page}
      onPageChange={setPage}
      status={list.error ? 'error' : list.isLoading ? 'loading' : 'ready'}
      onRetry={() => void list.reload()}
      emptyMessage={t('resumes.none')}
    />
  );
}

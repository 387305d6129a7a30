import { useArmsQuery } from '@arms/api-client';
import { EmptyState, type DataTableColumn } from '@arms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminJob } from '../jobs/JobsListing';
import { localeOf } from '../../shell/content';
import { ListFilters, ListView, NoMatch } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
import { useLogStrings } from './strings';

/** The closed jobs log of /arms/logs: jobs whose status is Close, most recently changed first. */
export function ClosedJobsLog() {
  const { t } = useLogStrings();
  const { i18n } = useTranslation('arms');
  const list = useListUrl();
  const query = useArmsQuery('/logs/closed-jobs', {
    params: { query: { $skip: list.skip, $limit: list.limit, ...(list.q ? { q: list.q } : {}) } },
  });
  const columns = useMemo<DataTableColumn<AdminJob>[]>(() => {
    const date = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' });
    return [
      { id: 'position', header: t('position'), cell: (j) => j.position },
      { id: 'company', header: t('employer'), cell: (j) => j.companyName },
      { id: 'updatedAt', header: t('closedOn'), cell: (j) => date.format(new Date(j.updatedAt)) },
    ];
  }, [t, i18n.language]);

  return (
    <>
      <ListFilters search={{ label: t('searchJobs'), ...list.search }} />
      <ListView
        list={list}
        query={query}
        filtered={Boolean(list.q)}
        noMatch={<NoMatch text={t('noMatch')} clearLabel={t('clear')} onClear={() => list.update({ q: null })} />}
        empty={<EmptyState description={t('closedEmpty')} />}
        caption={t('closedCaption')}
        columns={columns}
        getRowId={(j) => String(j.id)}
      />
    </>
  );
}

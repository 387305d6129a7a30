import { useArmsQuery, type paths } from '@arms/api-client';
import { messageFor } from '@arms/domain';
import { EmptyState, Select, Tag, type DataTableColumn } from '@arms/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../shell/content';
import { ListFilters, ListView, NoMatch } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
import { useLogStrings } from './strings';

type LoginLog = paths['/logs/users']['get']['responses'][200]['content']['application/json']['data'][number];

/** The users log of /arms/logs: every sign-in attempt, newest first, searched by email and filtered by result. */
export function UsersLog() {
  const { t } = useLogStrings();
  const { i18n } = useTranslation('arms');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const list = useListUrl();
  const result = list.oneOf('result', ['success', 'refused']);
  const portal = list.oneOf('portal', ['crms', 'arms']);
  const query = useArmsQuery('/logs/users', {
    params: {
      query: {
        $skip: list.skip,
        $limit: list.limit,
        ...(list.q ? { q: list.q } : {}),
        ...(result !== null ? { success: result === 'success' } : {}),
        ...(portal !== null ? { portal } : {}),
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
      <ListFilters search={{ label: t('searchEmail'), ...list.search }}>
        <Select<string>
          label={t('result')}
          placeholder={t('allResults')}
          options={[
            { value: 'success', label: t('succeeded') },
            { value: 'refused', label: t('refused') },
          ]}
          value={result}
          onValueChange={(value) => list.update({ result: value })}
        />
        <Select<string>
          label={t('portal')}
          placeholder={t('allPortals')}
          options={[
            { value: 'arms', label: t('portalArms') },
            { value: 'crms', label: t('portalCrms') },
          ]}
          value={portal}
          onValueChange={(value) => list.update({ portal: value })}
        />
      </ListFilters>
      <ListView
        list={list}
        query={query}
        filtered={filtered}
        noMatch={
          <NoMatch
            text={t('noMatch')}
            clearLabel={t('clear')}
            onClear={() => list.update({ q: null, result: null, portal: null })}
          />
        }
        empty={<EmptyState description={t('usersEmpty')} />}
        caption={t('usersCaption')}
        columns={columns}
        getRowId={(r) => String(r.id)}
      />
    </>
  );
}

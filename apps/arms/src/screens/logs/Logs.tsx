import { PageHeader, Tabs } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ClosedJobsLog } from './ClosedJobsLog';
import { useLogStrings } from './strings';
import { UsersLog } from './UsersLog';
import { UserStats } from './UserStats';

const tabs = ['users', 'closed-jobs', 'stats'] as const;
type Tab = (typeof tabs)[number];

/**
 * `/arms/logs` (section 2): the users log, the closed jobs log and user stats as three tabs; the tab, its search,
 * filters and page live in the URL (a new tab starts from its first page, unfiltered).
 */
export function Logs() {
  const { t } = useLogStrings();
  const { t: tArms } = useTranslation('arms');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'users';
  const labels: Record<Tab, string> = { users: t('users'), 'closed-jobs': t('closedJobs'), stats: t('stats') };
  return (
    <>
      <PageHeader title={tArms('domain.route.armsLogs')} description={t('description')} />
      <Tabs value={tab} onValueChange={(next) => setParams(next === 'users' ? {} : { tab: next }, { replace: true })}>
        <Tabs.List aria-label={t('sections')}>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {labels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <div style={{ paddingTop: 16 }}>
              {tab === value &&
                (value === 'users' ? <UsersLog /> : value === 'stats' ? <UserStats /> : <ClosedJobsLog />)}
            </div>
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

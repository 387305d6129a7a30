import { useSession } from '@arms/api-client';
import { PageHeader, Tabs } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CompanyList } from './CompanyList';
import { useCompanyStrings } from './companyStrings';

/** Who may change the company lists: the roles the API lets write them (reference routes' companyWriters). */
function useCanWrite(permission?: 'job_classification') {
  const session = useSession();
  if (session.status !== 'authenticated') return false;
  const { role, permissions } = session.user;
  if (role.includes('account_admin') || role.includes('super_user')) return true;
  return role.includes('hr_staff') && (!permission || permissions.includes(permission));
}

/** `/setting/specialty-projects-list` (section 2 "sector list"): the company's own sectors (ADR 0145). */
export function SectorList() {
  const { t } = useCompanyStrings();
  const { t: tDomain } = useTranslation('employer');
  const canWrite = useCanWrite();
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingSpecialtyProjects')} description={t('sectors.description')} />
      <CompanyList
        path="/company-sectors"
        base="/sectors"
        caption={t('sectors.caption')}
        emptyText={t('sectors.empty')}
        canWrite={canWrite}
      />
    </>
  );
}

const classificationLists = [
  { id: 'disciplines', path: '/company-disciplines', base: '/disciplines' },
  { id: 'ranks', path: '/company-ranks', base: '/ranks' },
  { id: 'designations', path: '/company-designations', base: '/designations' },
] as const;
type ClassificationList = (typeof classificationLists)[number]['id'];

/**
 * `/setting/job-classifications` (section 2 "tools", job_classification): the company's disciplines, ranks
 * and designations, one tab each, the open tab kept in the URL (ADR 0145).
 */
export function JobClassifications() {
  const { t } = useCompanyStrings();
  const { t: tDomain } = useTranslation('employer');
  const canWrite = useCanWrite('job_classification');
  const [params, setParams] = useSearchParams();
  const tab = (classificationLists.find((l) => l.id === params.get('list'))?.id ?? 'disciplines') as ClassificationList;
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingJobClassifications')} description={t('tools.description')} />
      {!canWrite && <p style={{ marginTop: 0 }}>{t('tools.readOnly')}</p>}
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'disciplines' ? new URLSearchParams() : new URLSearchParams({ list: value }), {
            replace: true,
          })
        }
      >
        <Tabs.List aria-label={t('tools.tabs')}>
          {classificationLists.map((list) => (
            <Tabs.Tab key={list.id} value={list.id}>
              {t(`tools.${list.id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {classificationLists.map((list) => (
          <Tabs.Panel key={list.id} value={list.id}>
            {tab === list.id && (
              <div style={{ paddingTop: 16 }}>
                <CompanyList
                  path={list.path}
                  base={list.base}
                  caption={t(`tools.${list.id}Caption`)}
                  emptyText={t('tools.empty')}
                  canWrite={canWrite}
                />
              </div>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

import { useArmsQuery, type components } from '@arms/api-client';
import { Button, EmptyState, PageHeader, Tabs, useScreenMeta } from '@arms/ui';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EntityDocuments } from './EntityDocuments';
import { EntityLogs, EntityResumes } from './EntityHistory';
import { EntityManagers } from './EntityManagers';
import { useEntityStrings } from './strings';

type Department = components['schemas']['Department'];
const tabs = ['overview', 'documents', 'logs', 'resumes'] as const;
type Tab = (typeof tabs)[number];

function Overview({ entity }: { entity: Department }) {
  const { t } = useEntityStrings();
  const fields = [
    ['address', entity.address],
    ['postalCode', entity.postalCode],
    ['phone', entity.phone],
    ['website', entity.website],
    ['workingHour', entity.workingHour],
    ['description', entity.description],
    ['benefits', entity.benefits],
    ['protocol', entity.protocol],
  ] as const;
  return (
    <dl
      style={{
        display: 'grid',
        gap: '12px 24px',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
      }}
    >
      {fields.map(([key, value]) => (
        <div key={key} style={{ minWidth: 0 }}>
          <dt style={{ fontWeight: 600 }}>{t(`field.${key}`)}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value ? (
              key === 'website' && /^https?:\/\//i.test(value) ? (
                <a href={value} target="_blank" rel="noreferrer noopener">
                  {value}
                </a>
              ) : (
                value
              )
            ) : (
              <span style={{ color: 'var(--arms-color-text-muted)' }}>{t('detail.notSet')}</span>
            )}
          </dd>
        </div>
      ))}
      <div>
        <dt style={{ fontWeight: 600 }}>{t('field.status')}</dt>
        <dd style={{ margin: 0 }}>{entity.status === 1 ? t('status.active') : t('status.inactive')}</dd>
      </div>
    </dl>
  );
}

/**
 * `/hiring-entities/details/{departmentId}`: one hiring entity (spec section 2): its fields, hiring managers
 * and contacts, documents, who opened it, and the resumes submitted to it. Opening it is recorded in its log.
 */
export function HiringEntityDetail() {
  const { t } = useEntityStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const navigate = useNavigate();
  const id = Number(useParams().departmentId);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'overview';
  const found = useArmsQuery(
    '/departments/{id}',
    Number.isInteger(id) && id > 0 ? { params: { path: { id } } } : null,
    { keepPreviousData: false },
  );
  const entity = found.data;
  useScreenMeta(entity ? { title: entity.name } : {});

  if (found.error || !(Number.isInteger(id) && id > 0)) {
    return (
      <>
        <PageHeader title={t('detail.loadError')} />
        <EmptyState
          variant="error"
          description={found.error?.localizedMessage(lang)}
          action={
            <Button variant="secondary" onClick={() => void found.reload()}>
              {t('detail.retry')}
            </Button>
          }
        />
      </>
    );
  }
  if (!entity) return <PageHeader title="…" />;

  return (
    <>
      <PageHeader
        title={entity.name}
        description={entity.status === 1 ? t('status.active') : t('status.inactive')}
        actions={
          <Button
            variant="secondary"
            leadingIcon={<Pencil size={16} aria-hidden />}
            onClick={() => navigate(`/hiring-entities/edit/${entity.id}`)}
          >
            {t('detail.edit')}
          </Button>
        }
      />
      <section aria-labelledby="entity-managers" style={{ marginBottom: 32 }}>
        <h2 id="entity-managers" style={{ fontSize: '1.25rem' }}>
          {t('manager.title')}
        </h2>
        <EntityManagers departmentId={entity.id} />
      </section>
      <Tabs
        value={tab}
        onValueChange={(next) => {
          const query = new URLSearchParams(params);
          if (next === 'overview') query.delete('tab');
          else query.set('tab', next);
          setParams(query, { replace: true });
        }}
      >
        <Tabs.List aria-label={t('detail.sections')}>
          <Tabs.Tab value="overview">{t('detail.overview')}</Tabs.Tab>
          <Tabs.Tab value="documents">{t('detail.documents')}</Tabs.Tab>
          <Tabs.Tab value="logs">{t('detail.logs')}</Tabs.Tab>
          <Tabs.Tab value="resumes">{t('detail.resumes')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Overview entity={entity} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <EntityDocuments departmentId={entity.id} />
        </Tabs.Panel>
        <Tabs.Panel value="logs">
          <EntityLogs departmentId={entity.id} />
        </Tabs.Panel>
        <Tabs.Panel value="resumes">
          <EntityResumes departmentId={entity.id} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

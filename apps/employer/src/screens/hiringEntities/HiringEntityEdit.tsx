import { useArmsMutation, useArmsQuery } from '@arms/api-client';
import { Button, EmptyState, PageHeader, useScreenMeta } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntityForm, emptyEntity, entityBody, type EntityValues } from './EntityForm';
import { useEntityStrings } from './strings';

/** `/hiring-entities/edit/{departmentId}`: the entity's fields and whether it is active. */
export function HiringEntityEdit() {
  const { t } = useEntityStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const id = Number(useParams().departmentId);
  const found = useArmsQuery(
    '/departments/{id}',
    Number.isInteger(id) && id > 0 ? { params: { path: { id } } } : null,
    {
      keepPreviousData: false,
    },
  );
  const update = useArmsMutation('patch', '/departments/{id}', { invalidates: ['/departments'] });
  const entity = found.data;
  useScreenMeta(
    entity
      ? {
          title: t('form.editTitle', { name: entity.name }),
          trail: [{ label: entity.name, href: `/hiring-entities/details/${entity.id}` }],
        }
      : {},
  );

  if (found.error) {
    return (
      <>
        <PageHeader title={t('detail.loadError')} />
        <EmptyState
          variant="error"
          description={found.error.localizedMessage(lang)}
          action={
            <Button variant="secondary" onClick={() => void found.reload()}>
              {t('detail.retry')}
            </Button>
          }
        />
      </>
    );
  }
  if (!entity) {
    return <PageHeader title={t('form.editTitle', { name: '…' })} />;
  }
  const values: EntityValues = {
    ...emptyEntity,
    name: entity.name,
    description: entity.description ?? '',
    address: entity.address ?? '',
    postalCode: entity.postalCode ?? '',
    phone: entity.phone ?? '',
    website: entity.website ?? '',
    workingHour: entity.workingHour ?? '',
    benefits: entity.benefits ?? '',
    protocol: entity.protocol ?? '',
    active: entity.status === 1,
  };
  return (
    <>
      <PageHeader title={t('form.editTitle', { name: entity.name })} />
      <EntityForm
        key={entity.id}
        defaultValues={values}
        withManager={false}
        submitLabel={t('form.save')}
        successMessage={t('form.saved')}
        onSave={async (next) => {
          await update.trigger({ params: { path: { id: entity.id } }, body: entityBody(next) });
          return entity.id;
        }}
        cancelTo={`/hiring-entities/details/${entity.id}`}
      />
    </>
  );
}

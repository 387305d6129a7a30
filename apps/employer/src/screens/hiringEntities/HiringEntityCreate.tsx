import { useArmsMutation } from '@arms/api-client';
import { PageHeader } from '@arms/ui';
import { EntityForm, emptyEntity, entityBody, type EntityValues } from './EntityForm';
import { useEntityStrings } from './strings';

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** `/hiring-entities/create`: a new hiring entity with its first hiring manager, saved together. */
export function HiringEntityCreate() {
  const { t } = useEntityStrings();
  const create = useArmsMutation('post', '/departments', { invalidates: ['/departments'] });
  const save = async (values: EntityValues) => {
    const { manager } = values;
    const created = (await create.trigger({
      body: {
        ...entityBody(values),
        contacts: [
          {
            firstName: manager.firstName.trim(),
            lastName: manager.lastName.trim(),
            email: optional(manager.email) ?? null,
            designation: optional(manager.designation) ?? null,
            tel: optional(manager.tel) ?? null,
            mobile: optional(manager.mobile) ?? null,
          },
        ],
      },
    })) as { id: number };
    return created.id;
  };
  return (
    <>
      <PageHeader title={t('form.createTitle')} />
      <EntityForm
        defaultValues={emptyEntity}
        withManager
        submitLabel={t('form.create')}
        successMessage={t('form.created')}
        onSave={save}
        cancelTo="/hiring-entities"
      />
    </>
  );
}

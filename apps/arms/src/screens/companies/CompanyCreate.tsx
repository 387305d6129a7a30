import { ApiError, useArmsMutation } from '@arms/api-client';
import { PageHeader } from '@arms/ui';
import { CompanyForm, companyBody, emptyCompany } from './CompanyForm';
import { useCompanyStrings } from './strings';

/** The address of the account administrator is taken: said on its field, as the server's EMAIL_EXISTED. */
function onAdminEmail(failure: unknown): unknown {
  if (!(failure instanceof ApiError) || failure.code !== 'EMAIL_EXISTED') return failure;
  return {
    details: [{ field: 'accountAdmin.email', code: 'admCompanies.form.emailTaken' }],
    localizedMessage: (lang: 'en' | 'vn') => failure.localizedMessage(lang),
  };
}

/**
 * `/arms/companies/create`: a new, active employer with its first account administrator (spec section 2),
 * created together; the administrator receives the email to create a password.
 */
export function CompanyCreate() {
  const { t } = useCompanyStrings();
  const create = useArmsMutation('post', '/companies', { invalidates: ['/companies'] });
  return (
    <>
      <PageHeader title={t('list.create')} />
      <CompanyForm
        defaultValues={emptyCompany}
        withAdmin
        submitLabel={t('form.create')}
        successMessage={t('form.created')}
        cancelTo="/arms/companies"
        onSave={async (values) => {
          const admin = values.accountAdmin;
          try {
            const created = (await create.trigger({
              body: {
                ...companyBody(values),
                accountAdmin: {
                  email: admin.email.trim(),
                  firstName: admin.firstName.trim(),
                  ...(admin.lastName.trim() ? { lastName: admin.lastName.trim() } : {}),
                  lang: admin.lang,
                },
              },
            })) as { id: number };
            return created.id;
          } catch (failure) {
            throw onAdminEmail(failure);
          }
        }}
      />
    </>
  );
}

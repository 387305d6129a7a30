import { useArmsMutation } from '@arms/api-client';
import { PageHeader, useScreenMeta } from '@arms/ui';
import { CompanyForm, companyBody, companyValues } from './CompanyForm';
import { CompanyLoadFailed, useCompany } from './useCompany';
import { useCompanyStrings } from './strings';

/** `/arms/companies/{id}/edit`: the company's profile, subscription dates, featured and anonymous posting. */
export function CompanyEdit() {
  const { t } = useCompanyStrings();
  const { valid, found } = useCompany();
  const update = useArmsMutation('patch', '/companies/{id}', { invalidates: ['/companies'] });
  const company = found.data;
  useScreenMeta(
    company
      ? {
          title: t('form.editTitle', { name: company.name }),
          trail: [{ label: company.name, href: `/arms/companies/${company.id}/detail` }],
        }
      : {},
  );

  if (found.error || !valid) return <CompanyLoadFailed error={found.error} onRetry={() => void found.reload()} />;
  if (!company) return <PageHeader title={t('form.editTitle', { name: '…' })} />;
  return (
    <>
      <PageHeader title={t('form.editTitle', { name: company.name })} />
      <CompanyForm
        key={company.id}
        defaultValues={companyValues(company)}
        withAdmin={false}
        submitLabel={t('form.save')}
        successMessage={t('form.saved')}
        cancelTo={`/arms/companies/${company.id}/detail`}
        onSave={async (values) => {
          await update.trigger({ params: { path: { id: company.id } }, body: companyBody(values) });
          return company.id;
        }}
      />
    </>
  );
}

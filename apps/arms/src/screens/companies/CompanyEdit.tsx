import { useArmsMutation, useArmsQuery } from '@arms/api-client';
import { Button, EmptyState, PageHeader, useScreenMeta } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CompanyForm, companyBody, companyValues } from './CompanyForm';
import { useCompanyStrings } from './strings';

/** `/arms/companies/{id}/edit`: the company's profile, subscription dates, featured and anonymous posting. */
export function CompanyEdit() {
  const { t } = useCompanyStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const found = useArmsQuery('/companies/{id}', valid ? { params: { path: { id } } } : null, {
    keepPreviousData: false,
  });
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

  if (found.error || !valid) {
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

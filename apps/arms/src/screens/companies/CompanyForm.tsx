import type { components } from '@arms/api-client';
import { isBlank, issue, validateEmail, validateFirstName, validateUrl, type ValidationIssue } from '@arms/domain';
import { Button, DateField, RadioGroup, Switch, TextArea, TextField, useArmsForm } from '@arms/ui';
import { type CSSProperties } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useCompanyStrings } from './strings';

type Company = components['schemas']['Company'];

export interface CompanyValues {
  name: string;
  registrationNumber: string;
  agencyNumber: string;
  website: string;
  email: string;
  phone: string;
  address: string;
  companyUrl: string;
  /** 'YYYY-MM-DD' or '' (no start). */
  subscriptionStart: string;
  /** 'YYYY-MM-DD' or '' (open-ended); the last day the subscription runs. */
  subscriptionEnd: string;
  featured: boolean;
  anonymousPosting: boolean;
  accountAdmin: { email: string; firstName: string; lastName: string; lang: 'en' | 'vn' };
}

export const emptyCompany: CompanyValues = {
  name: '',
  registrationNumber: '',
  agencyNumber: '',
  website: '',
  email: '',
  phone: '',
  address: '',
  companyUrl: '',
  subscriptionStart: '',
  subscriptionEnd: '',
  featured: false,
  anonymousPosting: false,
  accountAdmin: { email: '', firstName: '', lastName: '', lang: 'en' },
};

/** The form's values of a saved company: dates as the days they cover (UTC, as stored). */
export function companyValues(company: Company): CompanyValues {
  return {
    ...emptyCompany,
    name: company.name,
    registrationNumber: company.registrationNumber ?? '',
    agencyNumber: company.agencyNumber ?? '',
    website: company.website ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    address: company.address ?? '',
    companyUrl: company.companyUrl ?? '',
    subscriptionStart: company.subscriptionStart?.slice(0, 10) ?? '',
    subscriptionEnd: company.subscriptionEnd?.slice(0, 10) ?? '',
    featured: company.featured,
    anonymousPosting: company.anonymousPosting,
  };
}

const slug = /^[a-z0-9-]*$/;

/** Section 5's rules of a company; on create, its first account administrator's too. */
export function companyRules(values: CompanyValues, withAdmin: boolean): ValidationIssue[] {
  return [
    ...(isBlank(values.name) ? [issue('name', 'domain.validation.required.name')] : []),
    ...validateUrl(values.website, 'website', { requireScheme: true }),
    ...(isBlank(values.email) ? [] : validateEmail(values.email, 'email')),
    ...(slug.test(values.companyUrl.trim()) ? [] : [issue('companyUrl', 'domain.validation.url.invalid')]),
    ...(values.subscriptionStart && values.subscriptionEnd && values.subscriptionEnd < values.subscriptionStart
      ? [issue('subscriptionEnd', 'domain.validation.period.fromNotBeforeTo')]
      : []),
    ...(withAdmin
      ? [
          ...validateEmail(values.accountAdmin.email, 'accountAdmin.email'),
          ...validateFirstName(values.accountAdmin.firstName, 'accountAdmin.firstName'),
        ]
      : []),
  ];
}

/**
 * The company's fields as the API takes them: blank text is no value; the subscription runs from the start
 * of its first day to the end of its last day, in UTC (docs/decisions/0150).
 */
export function companyBody(values: CompanyValues) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    registrationNumber: text(values.registrationNumber),
    agencyNumber: text(values.agencyNumber),
    website: text(values.website),
    email: text(values.email),
    phone: text(values.phone),
    address: text(values.address),
    companyUrl: text(values.companyUrl),
    subscriptionStart: values.subscriptionStart ? `${values.subscriptionStart}T00:00:00.000Z` : null,
    subscriptionEnd: values.subscriptionEnd ? `${values.subscriptionEnd}T23:59:59.999Z` : null,
    featured: values.featured,
    anonymousPosting: values.anonymousPosting,
  };
}

const grid: CSSProperties = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
};
const section: CSSProperties = { border: 0, padding: 0, margin: '0 0 24px', minWidth: 0 };
const legend: CSSProperties = { fontWeight: 600, fontSize: '1.125rem', marginBottom: 12, padding: 0 };

/**
 * The create and edit form of a company (spec sections 2 and 3). On create it also takes the first account
 * administrator, created with the company in one request.
 */
export function CompanyForm({
  defaultValues,
  withAdmin,
  submitLabel,
  successMessage,
  onSave,
  cancelTo,
}: {
  defaultValues: CompanyValues;
  withAdmin: boolean;
  submitLabel: string;
  successMessage: string;
  /** Saves the values and answers the id of the company to open afterwards. */
  onSave: (values: CompanyValues) => Promise<number>;
  cancelTo: string;
}) {
  const { t } = useCompanyStrings();
  const navigate = useNavigate();
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<CompanyValues>({
    defaultValues,
    validate: (values) => companyRules(values, withAdmin),
    successMessage,
  });

  const date = (name: 'subscriptionStart' | 'subscriptionEnd') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateField
          label={t(`field.${name}`)}
          error={errorOf(name)}
          name={field.name}
          value={field.value}
          onValueChange={field.onChange}
          ref={field.ref}
        />
      )}
    />
  );
  const toggle = (name: 'featured' | 'anonymousPosting') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch label={t(`field.${name}`)} checked={field.value} onCheckedChange={field.onChange} ref={field.ref} />
      )}
    />
  );
  const text = (
    name: FieldPath<CompanyValues>,
    label: string,
    extra: { type?: 'email' | 'tel' | 'url'; hint?: string } = {},
  ) => <TextField label={label} type={extra.type} hint={extra.hint} error={errorOf(name)} {...form.register(name)} />;

  return (
    <form
      noValidate
      onSubmit={onSubmit(async (values) => {
        const id = await onSave(values);
        navigate(`/arms/companies/${id}/detail`, { replace: true });
      })}
    >
      <fieldset style={section}>
        <legend style={legend}>{t('form.company')}</legend>
        <div style={grid}>
          <TextField label={t('field.name')} required error={errorOf('name')} {...form.register('name')} />
          {text('registrationNumber', t('field.registrationNumber'))}
          {text('agencyNumber', t('field.agencyNumber'))}
          {text('website', t('field.website'), { type: 'url', hint: t('field.websiteHint') })}
          {text('email', t('field.email'), { type: 'email' })}
          {text('phone', t('field.phone'), { type: 'tel' })}
          {text('companyUrl', t('field.companyUrl'), { hint: t('field.companyUrlHint') })}
        </div>
        <div style={{ ...grid, marginTop: 16 }}>
          <TextArea label={t('field.address')} rows={3} {...form.register('address')} />
        </div>
      </fieldset>
      <fieldset style={section}>
        <legend style={legend}>{t('form.plan')}</legend>
        <p style={{ marginTop: 0 }}>{t('form.planIntro')}</p>
        <div style={grid}>
          {date('subscriptionStart')}
          {date('subscriptionEnd')}
        </div>
        <div style={{ display: 'grid', gap: 12, marginTop: 16 }}>
          {toggle('featured')}
          {toggle('anonymousPosting')}
        </div>
      </fieldset>
      {withAdmin && (
        <fieldset style={section}>
          <legend style={legend}>{t('form.admin')}</legend>
          <p style={{ marginTop: 0 }}>{t('form.adminIntro')}</p>
          <div style={grid}>
            <TextField
              label={t('form.adminEmail')}
              type="email"
              required
              autoComplete="off"
              error={errorOf('accountAdmin.email')}
              {...form.register('accountAdmin.email')}
            />
            <TextField
              label={t('form.adminFirstName')}
              required
              error={errorOf('accountAdmin.firstName')}
              {...form.register('accountAdmin.firstName')}
            />
            {text('accountAdmin.lastName', t('form.adminLastName'))}
            <Controller
              control={form.control}
              name="accountAdmin.lang"
              render={({ field }) => (
                <RadioGroup<'en' | 'vn'>
                  label={t('form.adminLang')}
                  orientation="horizontal"
                  options={[
                    { value: 'en', label: t('form.langEn') },
                    { value: 'vn', label: t('form.langVn') },
                  ]}
                  value={field.value}
                  onValueChange={field.onChange}
                />
              )}
            />
          </div>
        </fieldset>
      )}
      {formError && <p role="alert">{formError}</p>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button type="submit" variant="primary" disabled={sending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={() => navigate(cancelTo)}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}

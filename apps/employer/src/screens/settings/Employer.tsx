import {
  useArmsClient,
  useArmsQuery,
  useArmsMutation,
  useSession,
  type components,
  type paths,
} from '@arms/api-client';
import {
  employerRoutes,
  hasRouteAccess,
  issue,
  validateEmail,
  validateUrl,
  type ValidationCode,
  type ValidationIssue,
} from '@arms/domain';
import {
  Button,
  FileDropzone,
  PageHeader,
  RichTextEditor,
  TextArea,
  TextField,
  useArmsForm,
  useToast,
  type FileDropzoneFile,
} from '@arms/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { UnsavedChangesPrompt } from '../../forms/UnsavedChangesPrompt';
import { Card, EditAction, FormFooter, Loaded } from './parts';
import { useCompanyStrings } from './companyStrings';

type Company = components['schemas']['Company'];
const editRoute = employerRoutes.find((r) => r.id === 'settingEmployerEdit')!;
/** The API keeps up to five footer texts (companies/schemas.ts). */
const maxFooterTexts = 5;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 12rem) minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  dt {
    color: var(--arms-color-textMuted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 767.98px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: 8px;
    }
  }
`;
/** The logo at the recommended 250 x 60, as resumes and job posts print it. */
const LogoBox = styled.div`
  width: 250px;
  max-width: 100%;
  height: 60px;
  border: 1px dashed var(--arms-color-border);
  border-radius: 4px;
  display: flex;
  align-items: center;
  justify-content: center;
  background: var(--arms-color-surface, transparent);
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;
const Policy = styled.div`
  overflow-wrap: anywhere;
  max-width: 100%;
  & > :first-child {
    margin-top: 0;
  }
`;
const Muted = styled.p`
  color: var(--arms-color-textMuted);
  margin: 0;
`;

/** The company of the signed-in employer (section 3 "Company"), with its loading and error states. */
function useOwnCompany() {
  const session = useSession();
  const companyId = session.status === 'authenticated' ? session.user.companyId : null;
  return useArmsQuery('/companies/{id}', companyId ? { params: { path: { id: companyId } } } : null);
}

function Logo({ company }: { company: Company }) {
  const { t } = useCompanyStrings();
  return company.imagePath ? (
    <LogoBox>
      <img src={company.imagePath} alt={t('company.logoAlt', { name: company.name })} />
    </LogoBox>
  ) : (
    <Muted>{t('company.noLogo')}</Muted>
  );
}

/** `/setting/employer` (update_company): the company as candidates and branded resumes show it. */
export function EmployerView() {
  const { t } = useCompanyStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const session = useSession();
  const { data: company, error, reload } = useOwnCompany();
  const canEdit = session.status === 'authenticated' && hasRouteAccess(session.user, editRoute) === 'allow';
  const date = new Intl.DateTimeFormat(i18n.language === 'vn' ? 'vi' : 'en', { dateStyle: 'medium' });
  const value = (text: string | null | undefined): ReactNode => text || <Muted as="span">{t('notSet')}</Muted>;
  return (
    <>
      <PageHeader
        title={tDomain('domain.route.settingEmployer')}
        description={t('company.description')}
        actions={canEdit && company ? <EditAction to="/setting/employer/edit" /> : undefined}
      />
      <Loaded data={company} error={error} reload={reload}>
        {(company) => (
          <>
            <Card aria-labelledby="employer-details">
              <h2 id="employer-details">{t('company.details')}</h2>
              <Facts>
                <dt>{t('company.name')}</dt>
                <dd>{company.name}</dd>
                <dt>{t('company.website')}</dt>
                <dd>{value(company.website)}</dd>
                <dt>{t('company.email')}</dt>
                <dd>{value(company.email)}</dd>
                <dt>{t('company.phone')}</dt>
                <dd>{value(company.phone)}</dd>
                <dt>{t('company.address')}</dt>
                <dd style={{ whiteSpace: 'pre-line' }}>{value(company.address)}</dd>
                <dt>{t('company.companyUrl')}</dt>
                <dd>{value(company.companyUrl)}</dd>
                <dt>{t('company.credits')}</dt>
                <dd>{company.credits}</dd>
                <dt>{t('company.subscription')}</dt>
                <dd>
                  {company.subscriptionStart && company.subscriptionEnd
                    ? t('company.subscriptionRange', {
                        from: date.format(new Date(company.subscriptionStart)),
                        to: date.format(new Date(company.subscriptionEnd)),
                      })
                    : value(null)}
                </dd>
              </Facts>
            </Card>
            <Card aria-labelledby="employer-logo">
              <h2 id="employer-logo">{t('company.logo')}</h2>
              <Logo company={company} />
            </Card>
            <Card aria-labelledby="employer-footer">
              <h2 id="employer-footer">{t('company.footerTexts')}</h2>
              {company.footerTexts.length ? (
                <ul style={{ margin: 0, paddingLeft: 20, overflowWrap: 'anywhere' }}>
                  {company.footerTexts.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              ) : (
                <Muted>{t('company.noFooter')}</Muted>
              )}
            </Card>
            <Card aria-labelledby="employer-policy">
              <h2 id="employer-policy">{t('company.policy')}</h2>
              {company.dataProtectionPolicy ? (
                // The server sanitises rich text on the way in (ADR 0191), so it is safe to show as stored.
                <Policy dangerouslySetInnerHTML={{ __html: company.dataProtectionPolicy }} />
              ) : (
                <Muted>{t('company.noPolicy')}</Muted>
              )}
            </Card>
          </>
        )}
      </Loaded>
    </>
  );
}

interface Values {
  name: string;
  website: string;
  email: string;
  phone: string;
  address: string;
  companyUrl: string;
  footerTexts: { text: string }[];
  dataProtectionPolicy: string;
}

const companyUrlPattern = /^[a-z0-9-]*$/;

function validate(values: Values): ValidationIssue[] {
  return [
    ...(values.name.trim() ? [] : [issue('name', 'domain.validation.general.required')]),
    ...validateUrl(values.website, 'website', { requireScheme: true }),
    ...(values.email.trim() ? validateEmail(values.email) : []),
    ...(companyUrlPattern.test(values.companyUrl.trim())
      ? []
      : [issue('companyUrl', 'empSettingsCompany.company.companyUrlHint' as ValidationCode)]),
  ];
}

const text = (value: string) => (value.trim() ? value.trim() : null);

function LogoUpload({ company, onUploaded }: { company: Company; onUploaded: () => void }) {
  const { t, i18n } = useCompanyStrings();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { api } = useArmsClient();
  const toast = useToast();
  const [files, setFiles] = useState<readonly FileDropzoneFile[]>([]);
  const [advice, setAdvice] = useState<{ width: number; height: number } | null>(null);

  const upload = async (accepted: File[]) => {
    const file = accepted[0];
    if (!file) return;
    const id = `${file.name}-${file.size}`;
    setFiles([{ id, name: file.name, size: file.size, status: 'uploading', file }]);
    const body = new FormData();
    body.append('file', file);
    const post = api.POST as unknown as (
      path: string,
      init: unknown,
    ) => Promise<{
      data?: paths['/companies/upload-image/{id}']['post']['responses'][200]['content']['application/json'] | undefined;
    }>;
    try {
      const { data } = await post('/companies/upload-image/{id}', { params: { path: { id: company.id } }, body });
      setFiles([]);
      setAdvice(data && data.advice.length > 0 ? { width: data.width, height: data.height } : null);
      toast.success(t('company.logoUploaded'));
      onUploaded();
    } catch (failure) {
      const message =
        failure && typeof failure === 'object' && 'localizedMessage' in failure
          ? (failure as { localizedMessage(l: 'en' | 'vn'): string }).localizedMessage(lang)
          : String(failure);
      setFiles([{ id, name: file.name, size: file.size, status: 'error', error: message }]);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div>
        <p style={{ margin: '0 0 4px', fontWeight: 600 }}>{t('company.logoPreview')}</p>
        <Logo company={company} />
        {advice && (
          <p role="status" style={{ margin: '8px 0 0', color: 'var(--arms-color-warning, inherit)' }}>
            {t('company.logoAdvice', advice)}
          </p>
        )}
      </div>
      <FileDropzone
        kind="logo"
        label={t('company.logoUpload')}
        hint={t('company.logoHint')}
        maxSizeMb={2}
        files={files}
        onFilesChange={setFiles}
        onFilesAccepted={(accepted) => void upload(accepted)}
      />
    </div>
  );
}

function EmployerForm({ company, onLogo }: { company: Company; onLogo: () => void }) {
  const { t } = useCompanyStrings();
  const navigate = useNavigate();
  const save = useArmsMutation('patch', '/companies/{id}', { invalidates: ['/companies/{id}'] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: {
      name: company.name,
      website: company.website ?? '',
      email: company.email ?? '',
      phone: company.phone ?? '',
      address: company.address ?? '',
      companyUrl: company.companyUrl ?? '',
      footerTexts: company.footerTexts.map((line) => ({ text: line })),
      dataProtectionPolicy: company.dataProtectionPolicy ?? '',
    },
    validate,
    successMessage: t('company.savedToast'),
  });
  const footers = useFieldArray({ control: form.control, name: 'footerTexts' });
  const [done, setDone] = useState(false);
  const succeeded = form.formState.isSubmitSuccessful;
  useEffect(() => {
    if (done && succeeded) navigate('/setting/employer');
  }, [done, succeeded, navigate]);

  const submit = onSubmit(async (values) => {
    await save.trigger({
      params: { path: { id: company.id } },
      body: {
        name: values.name.trim(),
        website: text(values.website),
        email: text(values.email),
        phone: text(values.phone),
        address: text(values.address),
        companyUrl: text(values.companyUrl),
        footerTexts: values.footerTexts.map((f) => f.text.trim()).filter(Boolean),
        dataProtectionPolicy: values.dataProtectionPolicy.trim() ? values.dataProtectionPolicy : null,
      },
    });
    setDone(true);
  });

  return (
    <>
      <Card aria-labelledby="employer-logo">
        <h2 id="employer-logo">{t('company.logo')}</h2>
        <LogoUpload company={company} onUploaded={onLogo} />
      </Card>
      <form onSubmit={submit} noValidate>
        <UnsavedChangesPrompt dirty={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
        <Card aria-labelledby="employer-details">
          <h2 id="employer-details">{t('company.details')}</h2>
          <div style={{ display: 'grid', gap: 16 }}>
            <TextField
              label={t('company.name')}
              required
              maxLength={200}
              error={errorOf('name')}
              {...form.register('name')}
            />
            <TextField
              label={t('company.website')}
              type="url"
              maxLength={500}
              error={errorOf('website')}
              {...form.register('website')}
            />
            <TextField
              label={t('company.email')}
              type="email"
              maxLength={254}
              error={errorOf('email')}
              {...form.register('email')}
            />
            <TextField label={t('company.phone')} maxLength={40} error={errorOf('phone')} {...form.register('phone')} />
            <TextArea
              label={t('company.address')}
              maxLength={500}
              rows={3}
              error={errorOf('address')}
              {...form.register('address')}
            />
            <TextField
              label={t('company.companyUrl')}
              hint={t('company.companyUrlHint')}
              maxLength={100}
              error={errorOf('companyUrl')}
              {...form.register('companyUrl')}
            />
          </div>
        </Card>
        <Card aria-labelledby="employer-footer">
          <h2 id="employer-footer">{t('company.footerTexts')}</h2>
          <Muted style={{ marginBottom: 12 }}>{t('company.footerHint', { max: maxFooterTexts })}</Muted>
          <div style={{ display: 'grid', gap: 12 }}>
            {footers.fields.map((field, index) => (
              <div key={field.id} style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <TextField
                    label={t('company.footerLine', { n: index + 1 })}
                    maxLength={1000}
                    error={errorOf(`footerTexts.${index}.text`)}
                    {...form.register(`footerTexts.${index}.text`)}
                  />
                </div>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={t('company.removeFooter', { n: index + 1 })}
                  onClick={() => footers.remove(index)}
                >
                  <Trash2 size={16} aria-hidden />
                </Button>
              </div>
            ))}
            {footers.fields.length < maxFooterTexts && (
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  leadingIcon={<Plus size={16} aria-hidden />}
                  onClick={() => footers.append({ text: '' })}
                >
                  {t('company.addFooter')}
                </Button>
              </div>
            )}
          </div>
        </Card>
        <Card aria-labelledby="employer-policy-label">
          <Controller
            control={form.control}
            name="dataProtectionPolicy"
            render={({ field }) => (
              <RichTextEditor
                label={<span id="employer-policy-label">{t('company.policy')}</span>}
                hint={t('company.policyHint')}
                value={field.value}
                onValueChange={field.onChange}
                error={errorOf('dataProtectionPolicy')}
                height={240}
              />
            )}
          />
        </Card>
        <FormFooter
          formError={formError}
          sending={sending}
          submitLabel={t('save')}
          cancelLabel={t('cancel')}
          onCancel={() => navigate('/setting/employer')}
        />
      </form>
    </>
  );
}

/** `/setting/employer/edit` (update_company): company fields, logo, footer texts and data protection policy. */
export function EmployerEdit() {
  const { t } = useCompanyStrings();
  const { t: tDomain } = useTranslation('employer');
  const { data: company, error, reload } = useOwnCompany();
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingEmployerEdit')} description={t('company.editDescription')} />
      <Loaded data={company} error={error} reload={reload}>
        {(company) => <EmployerForm key={company.id} company={company} onLogo={() => void reload()} />}
      </Loaded>
    </>
  );
}

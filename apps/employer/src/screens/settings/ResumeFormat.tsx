import {
  useArmsClient,
  useArmsMutation,
  useArmsPostQuery,
  useArmsQuery,
  useSession,
  type paths,
} from '@arms/api-client';
import { issue, type ValidationCode, type ValidationIssue } from '@arms/domain';
import {
  Button,
  Checkbox,
  EmptyState,
  PageHeader,
  RadioGroup,
  Select,
  Switch,
  TextField,
  useArmsForm,
  useToast,
} from '@arms/ui';
import { ArrowDown, ArrowUp, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { UnsavedChangesPrompt } from '../../forms/UnsavedChangesPrompt';
import { BrandedPreview } from './BrandedPreview';
import { Card, EditAction, FormFooter, Loaded } from './parts';
import { useCompanyStrings } from './companyStrings';
import { IconAction } from '../../shell/IconAction';

type ResumeFormat = paths['/resume-format']['get']['responses'][200]['content']['application/json'];
type Section = ResumeFormat['sections'][number];
type HiddenField = ResumeFormat['hiddenFields'][number];

/** The sections and personal fields of the format, in the API's default order (apps/api/src/resumes/format.ts). */
const allSections: Section[] = ['details', 'contacts', 'skills', 'languages', 'workExperience', 'education', 'remarks'];
const allFields: HiddenField[] = [
  'gender',
  'dob',
  'nationality',
  'maritalStatus',
  'religion',
  'motherTongue',
  'salary',
  'expectedSalary',
  'availability',
  'email',
  'photo',
];
const colourPattern = /^#[0-9a-fA-F]{6}$/;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 1099.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Sticky = styled.div`
  position: sticky;
  top: 16px;
  display: grid;
  gap: 12px;
  min-width: 0;
`;
const Order = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    justify-content: space-between;
    border: 1px solid var(--arms-color-border);
    border-radius: 6px;
    padding: 4px 8px;
    min-width: 0;
  }
`;
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
`;
const Muted = styled.p`
  color: var(--arms-color-textMuted);
  margin: 0 0 8px;
`;

interface Values {
  order: Section[];
  shown: Section[];
  hiddenFields: HiddenField[];
  headerColour: string;
  showLogo: boolean;
  footerMode: 'company' | 'custom';
  footerText: string;
}

const toValues = (format: ResumeFormat): Values => ({
  order: [...format.sections, ...allSections.filter((s) => !format.sections.includes(s))],
  shown: [...format.sections],
  hiddenFields: [...format.hiddenFields],
  headerColour: format.headerColour,
  showLogo: format.showLogo,
  footerMode: format.footerText === null ? 'company' : 'custom',
  footerText: format.footerText ?? '',
});
const toFormat = (values: Values): ResumeFormat => ({
  sections: values.order.filter((s) => values.shown.includes(s)),
  hiddenFields: allFields.filter((f) => values.hiddenFields.includes(f)),
  headerColour: values.headerColour,
  showLogo: values.showLogo,
  footerText: values.footerMode === 'custom' ? values.footerText.trim() : null,
});

function validate(values: Values): ValidationIssue[] {
  return [
    ...(values.shown.length ? [] : [issue('shown', 'empSettingsCompany.format.atLeastOneSection' as ValidationCode)]),
    ...(colourPattern.test(values.headerColour)
      ? []
      : [issue('headerColour', 'empSettingsCompany.format.colourInvalid' as ValidationCode)]),
    ...(values.footerMode === 'custom' && !values.footerText.trim()
      ? [issue('footerText', 'domain.validation.general.required')]
      : []),
    ...(values.footerText.length > 500 ? [issue('footerText', 'domain.validation.general.tooLong', { max: 500 })] : []),
  ];
}

function useCompanyLogo() {
  const session = useSession();
  const companyId = session.status === 'authenticated' ? session.user.companyId : null;
  const { data } = useArmsQuery('/companies/{id}', companyId ? { params: { path: { id: companyId } } } : null);
  return data?.imagePath ?? null;
}

/** A value that follows `value` once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/**
 * The live preview (ADR 0146): the API applies the format (saved or not) to a chosen resume of the company,
 * or to a sample candidate, and answers the content the PDF prints, drawn here in the PDF's layout.
 */
function Preview({ format, caption }: { format: ResumeFormat; caption: string }) {
  const { t, i18n } = useCompanyStrings();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { api } = useArmsClient();
  const toast = useToast();
  const logoUrl = useCompanyLogo();
  const resumes = useArmsQuery('/resumes', { params: { query: { $limit: 50, $sort: { updatedAt: -1 } } } });
  const [picked, setResumeId] = useState<number | null>(null);
  // The company's most recent resume is the default; a company without resumes previews the sample.
  const resumeId = picked ?? resumes.data?.data[0]?.id ?? null;
  const chosen = resumeId && resumeId > 0 ? resumeId : undefined;
  const settled = useDebounced(format, 300);
  const valid = settled.sections.length > 0 && colourPattern.test(settled.headerColour);
  // The preview waits for the list, so a first render does not fetch the sample only to replace it.
  const known = resumes.data !== undefined || resumes.error !== undefined;
  const preview = useArmsPostQuery(
    '/resume-format/preview',
    valid && known ? { body: { format: settled, ...(chosen ? { resumeId: chosen } : {}) } } : null,
  );
  const options = [
    { value: -1, label: t('format.sample') },
    ...(resumes.data?.data ?? []).map((r) => ({
      value: r.id,
      label: `${r.firstName} ${r.lastName}`.trim() || `#${r.id}`,
    })),
  ];

  const download = async () => {
    if (!chosen) return;
    try {
      const { data } = await api.GET('/download-cv/company-user/{id}', {
        params: { path: { id: chosen }, query: { isBrandedFormat: true } },
        parseAs: 'blob',
      });
      if (!data) return;
      const url = URL.createObjectURL(data as unknown as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${options.find((o) => o.value === chosen)?.label ?? 'resume'}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (failure) {
      toast.show({
        variant: 'error',
        message:
          (failure as { localizedMessage?: (l: 'en' | 'vn') => string }).localizedMessage?.(lang) ?? String(failure),
      });
    }
  };

  return (
    <Sticky aria-labelledby="format-preview">
      <h2 id="format-preview" style={{ fontSize: '1rem', margin: 0 }}>
        {t('format.preview')}
      </h2>
      <Select<number>
        label={t('format.previewOf')}
        options={options}
        value={resumeId ?? -1}
        onValueChange={(value) => setResumeId(value ?? -1)}
      />
      <Muted>{caption}</Muted>
      {chosen && (
        <div>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            leadingIcon={<Download size={16} aria-hidden />}
            onClick={() => void download()}
          >
            {t('format.downloadPdf')}
          </Button>
          <Muted style={{ marginTop: 4 }}>{t('format.downloadHint')}</Muted>
        </div>
      )}
      <div aria-live="polite" aria-busy={preview.isValidating}>
        {preview.error && !preview.data ? (
          <EmptyState
            variant="error"
            title={preview.error.localizedMessage(lang)}
            action={<Button onClick={() => void preview.reload()}>{t('tryAgain')}</Button>}
          />
        ) : preview.data ? (
          <div style={{ opacity: preview.isValidating ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <BrandedPreview
              content={preview.data}
              logoUrl={logoUrl}
              label={t('format.preview')}
              emptyText={t('format.previewEmpty')}
            />
          </div>
        ) : (
          <p role="status">{t('format.previewLoading')}</p>
        )}
      </div>
    </Sticky>
  );
}

/** `/setting/resume-format` (account administrator): the saved branded resume format and its preview. */
export function ResumeFormatView() {
  const { t } = useCompanyStrings();
  const { t: tDomain } = useTranslation('employer');
  const { data: format, error, reload } = useArmsQuery('/resume-format', {});
  return (
    <>
      <PageHeader
        title={tDomain('domain.route.settingResumeFormat')}
        description={t('format.description')}
        actions={format ? <EditAction to="/setting/resume-format/edit" /> : undefined}
      />
      <Loaded data={format} error={error} reload={reload}>
        {(format) => (
          <Layout>
            <div style={{ minWidth: 0 }}>
              <Card aria-labelledby="format-sections">
                <h2 id="format-sections">{t('format.sections')}</h2>
                <ol style={{ margin: 0, paddingLeft: 20 }}>
                  {format.sections.map((s) => (
                    <li key={s}>{t(`section.${s}`)}</li>
                  ))}
                </ol>
              </Card>
              <Card aria-labelledby="format-hidden">
                <h2 id="format-hidden">{t('format.hiddenFields')}</h2>
                <p style={{ margin: 0 }}>
                  {format.hiddenFields.length
                    ? format.hiddenFields.map((f) => t(`field.${f}`)).join(', ')
                    : t('format.none')}
                </p>
              </Card>
              <Card aria-labelledby="format-look">
                <h2 id="format-look">{t('format.colour')}</h2>
                <p style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 8 }}>
                  <span
                    aria-hidden
                    style={{
                      width: 20,
                      height: 20,
                      borderRadius: 4,
                      background: format.headerColour,
                      border: '1px solid var(--arms-color-border)',
                    }}
                  />
                  {format.headerColour}
                </p>
                <p style={{ margin: '12px 0 0' }}>
                  {t('format.showLogo')}: {format.showLogo ? t('format.logoOn') : t('format.logoOff')}
                </p>
                <p style={{ margin: '12px 0 0', overflowWrap: 'anywhere' }}>
                  {t('format.footer')}: {format.footerText ?? t('format.footerCompany')}
                </p>
              </Card>
            </div>
            <Preview format={format} caption={t('format.previewSaved')} />
          </Layout>
        )}
      </Loaded>
    </>
  );
}

function FormatForm({ format }: { format: ResumeFormat }) {
  const { t } = useCompanyStrings();
  const navigate = useNavigate();
  const save = useArmsMutation('patch', '/resume-format', { invalidates: ['/resume-format'] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: toValues(format),
    validate,
    successMessage: t('format.savedToast'),
  });
  const values = useWatch({ control: form.control }) as Values;
  const [done, setDone] = useState(false);
  const succeeded = form.formState.isSubmitSuccessful;
  useEffect(() => {
    if (done && succeeded) navigate('/setting/resume-format');
  }, [done, succeeded, navigate]);

  const submit = onSubmit(async (v) => {
    await save.trigger({ body: toFormat(v) });
    setDone(true);
  });
  const move = (index: number, by: -1 | 1) => {
    const order = [...form.getValues('order')];
    const [item] = order.splice(index, 1);
    order.splice(index + by, 0, item!);
    form.setValue('order', order, { shouldDirty: true });
  };

  return (
    <Layout>
      <form onSubmit={submit} noValidate style={{ minWidth: 0 }}>
        <UnsavedChangesPrompt dirty={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
        <Card aria-labelledby="format-sections">
          <h2 id="format-sections">{t('format.sections')}</h2>
          <Muted>{t('format.sectionsHint')}</Muted>
          <Controller
            control={form.control}
            name="shown"
            render={({ field }) => (
              <Order aria-labelledby="format-sections">
                {values.order.map((section, index) => {
                  const name = t(`section.${section}`);
                  return (
                    <li key={section}>
                      <Checkbox
                        label={name}
                        checked={field.value.includes(section)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked ? [...field.value, section] : field.value.filter((s) => s !== section),
                          )
                        }
                      />
                      <span style={{ display: 'inline-flex', gap: 4, flexShrink: 0 }}>
                        <IconAction
                          label={t('format.moveUp', { name })}
                          icon={ArrowUp}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        />
                        <IconAction
                          label={t('format.moveDown', { name })}
                          icon={ArrowDown}
                          disabled={index === values.order.length - 1}
                          onClick={() => move(index, 1)}
                        />
                      </span>
                    </li>
                  );
                })}
              </Order>
            )}
          />
          {errorOf('shown') && (
            <p role="alert" style={{ color: 'var(--arms-color-danger)', margin: '8px 0 0' }}>
              {errorOf('shown')}
            </p>
          )}
        </Card>
        <Card aria-labelledby="format-hidden">
          <h2 id="format-hidden">{t('format.hiddenFields')}</h2>
          <Controller
            control={form.control}
            name="hiddenFields"
            render={({ field }) => (
              <Grid aria-labelledby="format-hidden">
                {allFields.map((f) => (
                  <li key={f}>
                    <Checkbox
                      label={t(`field.${f}`)}
                      checked={field.value.includes(f)}
                      onChange={(event) =>
                        field.onChange(event.target.checked ? [...field.value, f] : field.value.filter((x) => x !== f))
                      }
                    />
                  </li>
                ))}
              </Grid>
            )}
          />
          <Muted style={{ margin: '8px 0 0' }}>{t('format.photoNote')}</Muted>
        </Card>
        <Card aria-labelledby="format-look">
          <h2 id="format-look">{t('format.colour')}</h2>
          <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <label style={{ display: 'grid', gap: 4 }}>
              <span>{t('format.colour')}</span>
              <input
                type="color"
                value={colourPattern.test(values.headerColour) ? values.headerColour : '#000000'}
                onChange={(event) =>
                  form.setValue('headerColour', event.target.value, { shouldDirty: true, shouldValidate: true })
                }
                style={{ width: 56, height: 40, padding: 2, border: '1px solid var(--arms-color-border)' }}
              />
            </label>
            <div style={{ flex: '1 1 160px', minWidth: 0 }}>
              <TextField
                label={t('format.colourHex')}
                maxLength={7}
                error={errorOf('headerColour')}
                {...form.register('headerColour')}
              />
            </div>
          </div>
          <div style={{ marginTop: 16 }}>
            <Controller
              control={form.control}
              name="showLogo"
              render={({ field }) => (
                <Switch
                  label={t('format.showLogo')}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  name={field.name}
                />
              )}
            />
          </div>
        </Card>
        <Card aria-labelledby="format-footer-label">
          <Controller
            control={form.control}
            name="footerMode"
            render={({ field }) => (
              <RadioGroup<'company' | 'custom'>
                label={<span id="format-footer-label">{t('format.footer')}</span>}
                options={[
                  { value: 'company', label: t('format.footerCompany') },
                  { value: 'custom', label: t('format.footerCustom') },
                ]}
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
              />
            )}
          />
          {values.footerMode === 'custom' && (
            <div style={{ marginTop: 12 }}>
              <TextField
                label={t('format.footerText')}
                required
                maxLength={500}
                error={errorOf('footerText')}
                {...form.register('footerText')}
              />
            </div>
          )}
        </Card>
        <FormFooter
          formError={formError}
          sending={sending}
          submitLabel={t('save')}
          cancelLabel={t('cancel')}
          onCancel={() => navigate('/setting/resume-format')}
        />
      </form>
      <Preview format={toFormat(values)} caption={t('format.previewCaption')} />
    </Layout>
  );
}

/** `/setting/resume-format/edit` (account administrator): the format's choices with a live preview. */
export function ResumeFormatEdit() {
  const { t } = useCompanyStrings();
  const { t: tDomain } = useTranslation('employer');
  const { data: format, error, reload } = useArmsQuery('/resume-format', {});
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingResumeFormatEdit')} description={t('format.editDescription')} />
      <Loaded data={format} error={error} reload={reload}>
        {(format) => <FormatForm format={format} />}
      </Loaded>
    </>
  );
}

import {
  contractDurationTypes,
  jobHiringTypes,
  jobStatuses,
  messageFor,
  publishStateHintKey,
  publishStates,
  salaryPeriods,
  type Lang,
} from '@arms/domain';
import { Checkbox, DateField, RadioGroup, TextArea, TextField } from '@arms/ui';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JobFormValues } from '../JobWizard';
import { useWizardStrings } from '../wizardStrings';
import { SectorFiltersEditor, SkillsEditor } from './editors';
import { ListField, SelectField } from './fields';
import type { useWizardOptions } from './options';

/** What every step is given: the wizard's form, its errors and its loaded choices. */
export interface StepProps {
  form: UseFormReturn<JobFormValues>;
  errorOf: (name: keyof JobFormValues) => string | undefined;
  options: ReturnType<typeof useWizardOptions>;
}

/** What a publish would spend (decision 0120), `null` while it is asked. */
export interface Credit {
  cost: number;
  credits: number;
  creditsUsed: number;
  code: string | null;
}

/** A step's strings and its text inputs: registered, with their error under them. */
function useStep(errorOf: StepProps['errorOf'], form: StepProps['form']) {
  const { t } = useWizardStrings();
  const { t: td } = useTranslation('employer');
  const input = (name: keyof JobFormValues) => ({ error: errorOf(name), ...form.register(name) });
  return { t, td, input };
}

/** Fields side by side while there is room, one under another on a phone. */
function FieldRow({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))' }}>
      {children}
    </div>
  );
}

/** The wizard's steps (but Documents, whose files the wizard uploads after a create). */
/** Basics: position, status, hiring type, vacancies, the hiring entity (which resets its contacts), place and text. */
export function BasicsStep({ form, errorOf, options }: StepProps) {
  const { t, td, input } = useStep(errorOf, form);
  const { entities } = options;
  return (
    <>
      <TextField label={t('position')} required maxLength={200} {...input('position')} />
      <SelectField
        control={form.control}
        name="jobStatusId"
        label={t('jobStatus')}
        options={jobStatuses.items.map((s) => ({ value: String(s.id), label: td(s.labelKey) }))}
        cleared={String(jobStatuses.idOf.open)}
      />
      <SelectField
        control={form.control}
        name="hiringType"
        label={t('hiringType')}
        options={jobHiringTypes.items.map((h) => ({ value: String(h.id), label: td(h.labelKey) }))}
      />
      <TextField label={t('vacancies')} inputMode="numeric" required {...input('vacancies')} />
      <SelectField
        control={form.control}
        name="departmentId"
        label={t('hiringEntity')}
        placeholder={t('noHiringEntity')}
        options={(entities.data?.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
        afterChange={() => {
          form.setValue('contactPersonId', '', { shouldDirty: true });
          form.setValue('projectContacts', [], { shouldDirty: true });
        }}
      />
      <TextField label={t('countryOfWork')} maxLength={100} {...form.register('countryOfWork')} />
      <TextField label={t('specialty')} maxLength={200} {...form.register('specialty')} />
      <TextArea label={t('description')} rows={6} {...form.register('description')} />
    </>
  );
}

/** Salary and contract: the salary range, the contract's duration and warranty, the posting's expiry. */
export function SalaryStep({ form, errorOf, options }: StepProps) {
  const { t, td, input } = useStep(errorOf, form);
  const { currencies } = options;
  return (
    <>
      <p style={{ margin: 0 }}>{t('salaryHint')}</p>
      <FieldRow>
        <TextField label={t('salaryMin')} inputMode="decimal" {...input('salaryMin')} />
        <TextField label={t('salaryMax')} inputMode="decimal" {...input('salaryMax')} />
        <SelectField
          control={form.control}
          name="salaryCurrency"
          label={t('salaryCurrency')}
          options={currencies.items.flatMap((c) => (c.code ? [{ value: c.code, label: `${c.code} · ${c.name}` }] : []))}
        />
        <SelectField
          control={form.control}
          name="salaryPeriod"
          label={t('salaryPeriod')}
          options={salaryPeriods.items.map((p) => ({ value: String(p.id), label: td(p.labelKey) }))}
          afterChange={() => {
            if (form.formState.submitCount > 0) void form.trigger('salaryPeriod');
          }}
          error={errorOf('salaryPeriod')}
        />
      </FieldRow>
      <Checkbox label={t('salaryNegotiable')} {...form.register('salaryNegotiable')} />
      <FieldRow>
        <TextField label={t('duration')} inputMode="numeric" {...input('duration')} />
        <SelectField
          control={form.control}
          name="durationType"
          label={t('durationType')}
          options={contractDurationTypes.items.map((d) => ({ value: d.id, label: td(d.labelKey) }))}
          error={errorOf('durationType')}
        />
        <TextField label={t('warrantyPeriod')} inputMode="numeric" {...input('warrantyPeriod')} />
      </FieldRow>
      <Controller
        control={form.control}
        name="postingExpiry"
        render={({ field: f }) => <DateField label={t('postingExpiry')} value={f.value} onValueChange={f.onChange} />}
      />
    </>
  );
}

/** Requirements: skills, sectors, sector filters, educations and the three free filters. */
export function RequirementsStep({ form, errorOf, options }: StepProps) {
  const { t } = useWizardStrings();
  const { sectorOptions, educationOptions, disciplineOptions, levelOptions } = options;
  return (
    <>
      <Controller
        control={form.control}
        name="skills"
        render={({ field: f }) => <SkillsEditor skills={f.value} onChange={f.onChange} />}
      />
      <ListField
        control={form.control}
        name="sectors"
        label={t('sectors')}
        error={errorOf('sectors')}
        hint={t('sectorsHint')}
        options={sectorOptions}
      />
      <Controller
        control={form.control}
        name="sectorFilters"
        render={({ field: f }) => (
          <SectorFiltersEditor
            filters={f.value}
            onChange={f.onChange}
            error={errorOf('sectorFilters')}
            sectors={sectorOptions}
            disciplines={disciplineOptions}
            levels={levelOptions}
          />
        )}
      />
      <ListField
        control={form.control}
        name="educations"
        label={t('educations')}
        error={errorOf('educations')}
        options={educationOptions}
      />
      <TextField label={t('filter1')} maxLength={200} {...form.register('filter1')} />
      <TextField label={t('filter2')} maxLength={200} {...form.register('filter2')} />
      <TextField label={t('filter3')} maxLength={200} {...form.register('filter3')} />
    </>
  );
}

/** Team: the hiring entity's contact person and project contacts (once an entity is chosen), the team and co-owners. */
export function TeamStep({ form, errorOf, options, departmentId }: StepProps & { departmentId: number | null }) {
  const { t } = useWizardStrings();
  const { contactOptions, staffList, staffOptions } = options;
  return (
    <>
      {departmentId ? (
        <SelectField
          control={form.control}
          name="contactPersonId"
          label={t('contactPerson')}
          placeholder={t('noContact')}
          options={contactOptions}
        />
      ) : null}
      {departmentId ? (
        <ListField
          control={form.control}
          name="projectContacts"
          label={t('projectContacts')}
          error={errorOf('projectContacts')}
          hint={t('projectContactsHint')}
          options={contactOptions}
        />
      ) : (
        <p style={{ margin: 0 }}>{t('chooseEntityFirst')}</p>
      )}
      {staffList.data && (
        <ListField
          control={form.control}
          name="teamAssignment"
          label={t('teamAssignment')}
          hint={t('teamHint')}
          options={staffOptions}
        />
      )}
      {staffList.data && (
        <ListField
          control={form.control}
          name="coOwners"
          label={t('coOwners')}
          error={errorOf('coOwners')}
          hint={t('coOwnersHint')}
          options={staffOptions}
        />
      )}
    </>
  );
}

/** Publish: where the job is published, auto-repost, and what publishing costs in credits. */
export function PublishStep({
  form,
  credit,
  publishing,
}: Pick<StepProps, 'form'> & { credit: Credit | null; publishing: boolean }) {
  const { t } = useWizardStrings();
  const { t: td, i18n } = useTranslation('employer');
  const lang: Lang = i18n.language === 'vn' ? 'vn' : 'en';
  return (
    <>
      <Controller
        control={form.control}
        name="publishState"
        render={({ field: f }) => (
          <RadioGroup
            label={t('publishState')}
            options={publishStates.items.map((p) => ({
              value: p.id,
              label: td(p.labelKey),
              hint: td(publishStateHintKey(p.id)),
            }))}
            value={f.value}
            onValueChange={f.onChange}
          />
        )}
      />
      <Checkbox label={t('autoRepost')} {...form.register('autoRepost')} />
      <p role="status" style={{ margin: 0 }}>
        {credit === null
          ? t('creditChecking')
          : credit.cost === 1
            ? t('creditCost', { credits: credit.credits })
            : publishing && credit.creditsUsed > 0
              ? t('creditAlreadySpent')
              : t('creditFree')}
      </p>
      {credit?.code && (
        <p role="alert" style={{ margin: 0, color: 'var(--arms-color-danger, #b3261e)' }}>
          {messageFor(credit.code as 'OUT_OF_CREDITS', lang)}
        </p>
      )}
    </>
  );
}

import { useArmsMutation, useArmsQuery, useReferenceList, type components, type paths } from '@arms/api-client';
import {
  availabilities,
  contactCategories,
  flags,
  genders,
  lastEmploymentStatuses,
  resumeHiringTypes,
  salaryPeriods,
  socialLinkTypes,
  validateEmail,
  validateFirstName,
  validateMessenger,
  validateResumeContact,
  validateSalary,
  validateSpecialties,
  validateWorkExperience,
  type ValidationIssue,
} from '@arms/domain';
import {
  Button,
  Checkbox,
  DateField,
  EmptyState,
  MultiSelect,
  NumberField,
  PageHeader,
  Select,
  SpecialtyPicker,
  TextArea,
  TextField,
  useArmsForm,
  useScreenMeta,
} from '@arms/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { UnsavedChangesPrompt } from '../../forms/UnsavedChangesPrompt';
import { DetailNotFound, useRouteId } from './detail';
import { NativeField } from '../jobs/detail/fields';
import { ButtonLink } from './layout';
import { fullName } from './names';
import { ResumePhoto } from './ResumePhoto';
import { useResumesStrings } from './strings';

type Resume = components['schemas']['Resume'];
type UpdateBody = NonNullable<paths['/resumes/{id}']['patch']['requestBody']>['content']['application/json'];

interface WorkValues {
  periodFrom: string;
  periodTo: string;
  company: string;
  position: string;
  division: string;
  duties: string;
}
/** A reminder as the form holds it: the local date-time the input shows, and the stored instant it came from. */
interface ReminderValues {
  remindAt: string;
  note: string;
  /** The instant as stored, kept while the date-time is not changed (the input drops the seconds). */
  stored: string | null;
}
/** The API's limit on a reminder's note (`reminders[].note`, schemas.ts). */
export const reminderNoteMax = 2000;
export interface ResumeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  salutation: string;
  gender: string | null;
  dob: string;
  nationalityId: number | null;
  currentLocationId: number | null;
  residentialStatusId: number | null;
  motherTongue: string | null;
  languages: string;
  maritalStatusId: number | null;
  religion: string;
  contactHome: string;
  lastEmploymentStatus: number | null;
  specialtyIds: number[];
  sectorIds: number[];
  salaryAmount: number | null;
  salaryCurrency: string | null;
  salaryFreq: number | null;
  expSalaryAmount: number | null;
  expSalaryCurrency: string | null;
  expSalaryFreq: number | null;
  expRmsIsNegotiable: boolean;
  availability: number | null;
  experienceMonths: number | null;
  educationalAward: string;
  instNameLoc: string;
  skills: string;
  tags: string;
  remarks: string;
  blacklistReason: string;
  showImageInPdf: boolean;
  flag: string | null;
  hiringType: number | null;
  sourceChannelId: number | null;
  contacts: { category: number; value: string }[];
  messengers: { type: string; value: string }[];
  workExperiences: WorkValues[];
  reminders: ReminderValues[];
}

const Form = styled.form`
  display: grid;
  gap: var(--arms-space-4);
  max-width: 880px;
`;
const Card = styled.fieldset`
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  padding: var(--arms-space-4);
  margin: 0;
  min-width: 0;
  display: grid;
  gap: var(--arms-space-3);
  legend {
    font-weight: var(--arms-font-weight-bold);
    font-size: var(--arms-font-size-lg);
    padding: 0 var(--arms-space-1);
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: var(--arms-space-3);
  align-items: start;
`;
const Item = styled.div`
  display: grid;
  gap: var(--arms-space-3);
  padding: var(--arms-space-3);
  border: 1px dashed var(--arms-color-border-strong);
  border-radius: var(--arms-radius-sm);
`;
/** A reminder's row: the date-time, the note taking the rest, the remove button; stacked on a phone. */
const ReminderRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 16rem) minmax(0, 1fr) auto;
  gap: var(--arms-space-3);
  align-items: start;
  @media (max-width: 719.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  gap: var(--arms-space-2);
  justify-content: flex-end;
  flex-wrap: wrap;
  padding: var(--arms-space-3) 0;
  background: var(--arms-color-surface-sunken, var(--arms-color-surface));
  border-top: 1px solid var(--arms-color-border);
`;

const month = (day: string | null) => (day ? day.slice(0, 7) : '');
const text = (value: string | null) => value ?? '';
const lines = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

/** The stored resume as the form holds it. */
export function toFormValues(resume: Resume): ResumeFormValues {
  return {
    firstName: resume.firstName,
    lastName: resume.lastName,
    email: text(resume.email),
    salutation: text(resume.salutation),
    gender: resume.gender,
    dob: text(resume.dob),
    nationalityId: resume.nationalityId,
    currentLocationId: resume.currentLocationId,
    residentialStatusId: resume.residentialStatusId,
    motherTongue: resume.motherTongue,
    languages: resume.languages.join(', '),
    maritalStatusId: resume.maritalStatusId,
    religion: text(resume.religion),
    contactHome: text(resume.contactHome),
    lastEmploymentStatus: resume.lastEmploymentStatus,
    specialtyIds: resume.specialtyIds,
    sectorIds: resume.sectorIds,
    salaryAmount: resume.salaryAmount,
    salaryCurrency: resume.salaryCurrency,
    salaryFreq: resume.salaryFreq,
    expSalaryAmount: resume.expSalaryAmount,
    expSalaryCurrency: resume.expSalaryCurrency,
    expSalaryFreq: resume.expSalaryFreq,
    expRmsIsNegotiable: resume.expRmsIsNegotiable,
    availability: resume.availability,
    experienceMonths: resume.experienceMonths,
    educationalAward: text(resume.educationalAward),
    instNameLoc: text(resume.instNameLoc),
    skills: resume.skills.join('\n'),
    tags: resume.tags.join(', '),
    remarks: text(resume.remarks),
    blacklistReason: text(resume.blacklistReason),
    showImageInPdf: resume.showImageInPdf,
    flag: resume.flag,
    hiringType: resume.hiringType,
    sourceChannelId: resume.sourceChannelId,
    contacts: resume.contacts.map(({ category, value }) => ({ category, value })),
    messengers: resume.messengers.map(({ type, value }) => ({ type, value })),
    workExperiences: resume.workExperiences.map((w) => ({
      periodFrom: month(w.periodFrom),
      periodTo: month(w.periodTo),
      company: w.company,
      position: w.position,
      division: text(w.division),
      duties: text(w.duties),
    })),
    reminders: resume.reminders.map((r) => ({
      remindAt: toLocalDateTime(r.remindAt),
      note: r.note,
      stored: r.remindAt,
    })),
  };
}

/** Section 5's rules for the form: the same domain validators the server runs. */
export function validateResumeForm(values: ResumeFormValues): ValidationIssue[] {
  const issues: ValidationIssue[] = [...validateFirstName(values.firstName)];
  if (values.email.trim()) issues.push(...validateEmail(values.email));
  issues.push(
    ...validateSalary({ amount: values.salaryAmount, currency: values.salaryCurrency, frequency: values.salaryFreq }),
    ...validateSalary(
      { amount: values.expSalaryAmount, currency: values.expSalaryCurrency, frequency: values.expSalaryFreq },
      { amount: 'expSalaryAmount', currency: 'expSalaryCurrency', frequency: 'expSalaryFreq' },
    ),
  );
  issues.push(...validateSpecialties(values.specialtyIds, 'specialtyIds'));
  values.contacts.forEach((contact, index) => issues.push(...validateResumeContact(contact, `contacts.${index}`)));
  values.messengers.forEach((messenger, index) => issues.push(...validateMessenger(messenger, `messengers.${index}`)));
  values.workExperiences.forEach((work, index) => {
    for (const found of validateWorkExperience(work, ['company', 'position'])) {
      issues.push({ ...found, field: `workExperiences.${index}.${found.field}` });
    }
  });
  values.reminders.forEach((reminder, index) => {
    if (!reminder.remindAt || Number.isNaN(new Date(reminder.remindAt).getTime()))
      issues.push({ field: `reminders.${index}.remindAt`, code: 'domain.validation.general.required', params: {} });
    if (!reminder.note.trim())
      issues.push({ field: `reminders.${index}.note`, code: 'domain.validation.general.required', params: {} });
    else if (reminder.note.trim().length > reminderNoteMax)
      issues.push({
        field: `reminders.${index}.note`,
        code: 'domain.validation.general.tooLong',
        params: { max: reminderNoteMax },
      });
  });
  return issues;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local input shows it, in the browser's time zone: 'YYYY-MM-DDTHH:mm'. */
export function toLocalDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** The reminder's instant for the API: the stored one while unchanged, else the local input's value. */
const reminderInstant = ({ remindAt, stored }: ReminderValues) =>
  stored && toLocalDateTime(stored) === remindAt ? stored : new Date(remindAt).toISOString();

/** The PATCH body: every field of the form; the child lists replace the stored ones (ADR 0061). */
export function toUpdateBody(values: ResumeFormValues): UpdateBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: orNull(values.email),
    salutation: orNull(values.salutation),
    gender: (values.gender as UpdateBody['gender']) ?? null,
    dob: orNull(values.dob),
    nationalityId: values.nationalityId,
    currentLocationId: values.currentLocationId,
    residentialStatusId: values.residentialStatusId,
    motherTongue: values.motherTongue,
    languages: lines(values.languages, /,/),
    maritalStatusId: values.maritalStatusId,
    religion: orNull(values.religion),
    contactHome: orNull(values.contactHome),
    lastEmploymentStatus: values.lastEmploymentStatus as UpdateBody['lastEmploymentStatus'],
    specialtyIds: values.specialtyIds,
    sectorIds: values.sectorIds,
    salaryAmount: values.salaryAmount,
    salaryCurrency: values.salaryCurrency,
    salaryFreq: values.salaryFreq as UpdateBody['salaryFreq'],
    expSalaryAmount: values.expSalaryAmount,
    expSalaryCurrency: values.expSalaryCurrency,
    expSalaryFreq: values.expSalaryFreq as UpdateBody['expSalaryFreq'],
    expRmsIsNegotiable: values.expRmsIsNegotiable,
    availability: values.availability as UpdateBody['availability'],
    experienceMonths: values.experienceMonths,
    educationalAward: orNull(values.educationalAward),
    instNameLoc: orNull(values.instNameLoc),
    skills: lines(values.skills, /\n|,/),
    tags: lines(values.tags, /,/),
    remarks: orNull(values.remarks),
    blacklistReason: orNull(values.blacklistReason),
    showImageInPdf: values.showImageInPdf,
    flag: (values.flag as UpdateBody['flag']) ?? null,
    hiringType: (values.hiringType as UpdateBody['hiringType']) ?? null,
    sourceChannelId: values.sourceChannelId,
    contacts: values.contacts.map((c) => ({ category: c.category as 1 | 2 | 3 | 4, value: c.value.trim() })),
    messengers: values.messengers.map((m) => ({
      type: m.type as NonNullable<UpdateBody['messengers']>[number]['type'],
      value: m.value.trim(),
    })),
    workExperiences: values.workExperiences.map((w) => ({
      periodFrom: `${w.periodFrom}-01`,
      periodTo: w.periodTo ? `${w.periodTo}-01` : null,
      company: w.company.trim(),
      position: w.position.trim(),
      division: orNull(w.division),
      duties: orNull(w.duties),
    })),
    reminders: values.reminders.map((r) => ({ remindAt: reminderInstant(r), note: r.note.trim() })),
  };
}

function SalaryFields({
  control,
  prefix,
  legend,
  errorOf,
}: {
  control: Control<ResumeFormValues>;
  prefix: 'salary' | 'expSalary';
  legend: string;
  errorOf: (name: keyof ResumeFormValues) => string | undefined;
}) {
  const { t } = useResumesStrings();
  const { t: td } = useTranslation('employer');
  const currencies = useReferenceList('/currencies');
  const amount = `${prefix}Amount` as const;
  const currency = `${prefix}Currency` as const;
  const freq = `${prefix}Freq` as const;
  return (
    <Grid role="group" aria-label={legend}>
      <Controller
        control={control}
        name={amount}
        render={({ field }) => (
          <NumberField
            label={`${legend}: ${t('amount')}`}
            min={0}
            value={field.value as number | null}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf(amount)}
          />
        )}
      />
      <Controller
        control={control}
        name={currency}
        render={({ field }) => (
          <Select<string>
            label={`${legend}: ${t('currency')}`}
            options={currencies.items
              .filter((c) => c.code)
              .map((c) => ({ value: c.code as string, label: `${c.code} — ${c.name}` }))}
            value={field.value as string | null}
            onValueChange={field.onChange}
            error={errorOf(currency)}
          />
        )}
      />
      <Controller
        control={control}
        name={freq}
        render={({ field }) => (
          <Select<number>
            label={`${legend}: ${t('frequency')}`}
            options={salaryPeriods.items.map((p) => ({ value: p.id, label: td(p.labelKey) }))}
            value={field.value as number | null}
            onValueChange={field.onChange}
            error={errorOf(freq)}
          />
        )}
      />
    </Grid>
  );
}

function EditForm({ resume }: { resume: Resume }) {
  const { t } = useResumesStrings();
  const { t: td, i18n } = useTranslation('employer');
  const navigate = useNavigate();
  const channels = useReferenceList('/resume-source-channels');
  const nationalities = useReferenceList('/nationalities');
  const locations = useReferenceList('/locations');
  const statuses = useReferenceList('/residential-statuses');
  const maritalStatuses = useReferenceList('/marital-statuses');
  const sectors = useReferenceList('/sectors');
  const sectorOptions = sectors.items.map((s) => ({ value: s.id, label: s.name }));
  const tongues = useArmsQuery('/resumes/mothertongues', {}, { cacheForSession: true });
  const save = useArmsMutation('patch', '/resumes/{id}', { invalidates: ['/resumes'] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<ResumeFormValues>({
    defaultValues: toFormValues(resume),
    validate: validateResumeForm,
    successMessage: td('saved'),
  });
  const { control, register } = form;
  const contacts = useFieldArray({ control, name: 'contacts' });
  const messengers = useFieldArray({ control, name: 'messengers' });
  const works = useFieldArray({ control, name: 'workExperiences' });
  const reminders = useFieldArray({ control, name: 'reminders' });
  const err = (name: string) => errorOf(name as keyof ResumeFormValues);
  const [saved, setSaved] = useState(false);
  // Back to the detail once the saved state has rendered: navigating inside the submit would be blocked by
  // the unsaved-changes prompt, as the form is still dirty and not yet submitted successfully then.
  useEffect(() => {
    if (saved) navigate(`/resumes/${resume.id}/detail`);
  }, [saved, navigate, resume.id]);

  const submit = onSubmit(async (values) => {
    await save.trigger({ params: { path: { id: resume.id } }, body: toUpdateBody(values) });
    setSaved(true);
  });

  return (
    <Form onSubmit={submit} noValidate aria-label={t('editTitle')}>
      <UnsavedChangesPrompt dirty={form.formState.isDirty && !form.formState.isSubmitSuccessful && !saved} />
      <Card>
        <legend>{t('personal')}</legend>
        <Grid>
          <TextField label={t('firstName')} required error={errorOf('firstName')} {...register('firstName')} />
          <TextField label={t('lastName')} error={errorOf('lastName')} {...register('lastName')} />
          <TextField label={t('salutation')} {...register('salutation')} />
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <Select<string>
                label={t('gender')}
                options={genders.items.map((g) => ({ value: g.id, label: td(g.labelKey) }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="dob"
            render={({ field }) => (
              <DateField
                label={t('dob')}
                autoComplete="bday"
                value={field.value}
                onValueChange={field.onChange}
                error={errorOf('dob')}
              />
            )}
          />
          <Controller
            control={control}
            name="nationalityId"
            render={({ field }) => (
              <Select<number>
                label={t('nationality')}
                options={nationalities.items.map((n) => ({ value: n.id, label: n.name }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="currentLocationId"
            render={({ field }) => (
              <Select<number>
                label={t('location')}
                options={locations.items.map((l) => ({ value: l.id, label: l.name }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="residentialStatusId"
            render={({ field }) => (
              <Select<number>
                label={t('residentialStatus')}
                options={statuses.items.map((s) => ({ value: s.id, label: s.name }))}
                value={field.value}
                onValueChange={field.onChange}
                error={errorOf('residentialStatusId')}
              />
            )}
          />
          <Controller
            control={control}
            name="motherTongue"
            render={({ field }) => (
              <Select<string>
                label={t('motherTongue')}
                options={(tongues.data?.data ?? []).map((m) => ({
                  value: m.name,
                  label: i18n.language === 'vn' ? m.vn : m.name,
                }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          <TextField label={t('languages')} hint={t('tagsHint')} {...register('languages')} />
          <Controller
            control={control}
            name="maritalStatusId"
            render={({ field }) => (
              <Select<number>
                label={t('maritalStatus')}
                options={maritalStatuses.items.map((m) => ({ value: m.id, label: m.name }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          <TextField label={t('religion')} {...register('religion')} />
        </Grid>
      </Card>

      <Card>
        <legend>{t('recruitment')}</legend>
        <Grid>
          <Controller
            control={control}
            name="flag"
            render={({ field }) => (
              <Select<string>
                label={t('flag')}
                placeholder={t('noFlag')}
                options={flags.items.map((f) => ({ value: f.id, label: td(f.labelKey) }))}
                value={field.value}
                onValueChange={field.onChange}
                error={errorOf('flag')}
              />
            )}
          />
          <Controller
            control={control}
            name="hiringType"
            render={({ field }) => (
              <Select<number>
                label={t('hiringType')}
                options={resumeHiringTypes.items.map((h) => ({ value: h.id, label: td(h.labelKey) }))}
                value={field.value}
                onValueChange={field.onChange}
                error={errorOf('hiringType')}
              />
            )}
          />
          <Controller
            control={control}
            name="sourceChannelId"
            render={({ field }) => (
              <Select<number>
                label={t('sourceChannel')}
                options={channels.items.map((c) => ({ value: c.id, label: c.name }))}
                value={field.value}
                onValueChange={field.onChange}
                error={errorOf('sourceChannelId')}
              />
            )}
          />
        </Grid>
      </Card>

      <Card>
        <legend>{t('contact')}</legend>
        <Grid>
          <TextField label={t('email')} type="email" error={errorOf('email')} {...register('email')} />
          <TextField label={t('contactHome')} error={errorOf('contactHome')} {...register('contactHome')} />
        </Grid>
        {contacts.fields.map((item, index) => (
          <Grid key={item.id}>
            <Controller
              control={control}
              name={`contacts.${index}.category`}
              render={({ field }) => (
                <Select<number>
                  label={`${t('contactCategory')} ${index + 1}`}
                  options={contactCategories.items.map((c) => ({ value: c.id, label: td(c.labelKey) }))}
                  value={field.value}
                  onValueChange={(value) => field.onChange(value ?? 1)}
                />
              )}
            />
            <TextField
              label={`${t('contactValue')} ${index + 1}`}
              error={err(`contacts.${index}.value`)}
              {...register(`contacts.${index}.value`)}
            />
            <Button
              variant="ghost"
              leadingIcon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => contacts.remove(index)}
            >
              {t('removeContact', { index: index + 1 })}
            </Button>
          </Grid>
        ))}
        <div>
          <Button
            leadingIcon={<Plus size={16} aria-hidden="true" />}
            onClick={() => contacts.append({ category: 1, value: '' })}
          >
            {t('addContact')}
          </Button>
        </div>
      </Card>

      <Card>
        <legend>{t('messengers')}</legend>
        {messengers.fields.map((item, index) => (
          <Grid key={item.id}>
            <Controller
              control={control}
              name={`messengers.${index}.type`}
              render={({ field }) => (
                <Select<string>
                  label={`${t('messengerType')} ${index + 1}`}
                  options={socialLinkTypes.items.map((m) => ({ value: m.id, label: td(m.labelKey) }))}
                  value={field.value}
                  onValueChange={(value) => field.onChange(value ?? 'linkedin')}
                  error={err(`messengers.${index}.type`)}
                />
              )}
            />
            <TextField
              label={`${t('messengerValue')} ${index + 1}`}
              error={err(`messengers.${index}.value`)}
              {...register(`messengers.${index}.value`)}
            />
            <Button
              variant="ghost"
              leadingIcon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => messengers.remove(index)}
            >
              {t('removeMessenger', { index: index + 1 })}
            </Button>
          </Grid>
        ))}
        <div>
          <Button
            leadingIcon={<Plus size={16} aria-hidden="true" />}
            onClick={() => messengers.append({ type: 'linkedin', value: '' })}
          >
            {t('addMessenger')}
          </Button>
        </div>
      </Card>

      <Card>
        <legend>{t('workExperience')}</legend>
        {works.fields.map((item, index) => (
          <Item key={item.id} role="group" aria-label={`${t('workExperience')} ${index + 1}`}>
            <Grid>
              <TextField
                label={t('position')}
                required
                error={err(`workExperiences.${index}.position`)}
                {...register(`workExperiences.${index}.position`)}
              />
              <TextField
                label={t('company')}
                required
                error={err(`workExperiences.${index}.company`)}
                {...register(`workExperiences.${index}.company`)}
              />
              <Controller
                control={control}
                name={`workExperiences.${index}.periodFrom`}
                render={({ field }) => (
                  <DateField
                    mode="month"
                    label={t('periodFrom')}
                    required
                    value={field.value}
                    onValueChange={field.onChange}
                    error={err(`workExperiences.${index}.periodFrom`)}
                  />
                )}
              />
              <Controller
                control={control}
                name={`workExperiences.${index}.periodTo`}
                render={({ field }) => (
                  <DateField
                    mode="month"
                    label={t('periodTo')}
                    required
                    value={field.value}
                    onValueChange={field.onChange}
                    error={err(`workExperiences.${index}.periodTo`)}
                  />
                )}
              />
              <TextField label={t('division')} {...register(`workExperiences.${index}.division`)} />
            </Grid>
            <Controller
              control={control}
              name={`workExperiences.${index}.duties`}
              render={({ field }) => (
                <TextArea label={t('duties')} value={field.value} onValueChange={field.onChange} rows={3} />
              )}
            />
            <div>
              <Button
                variant="ghost"
                leadingIcon={<Trash2 size={16} aria-hidden="true" />}
                onClick={() => works.remove(index)}
              >
                {t('removeWorkExperience', { index: index + 1 })}
              </Button>
            </div>
          </Item>
        ))}
        <div>
          <Button
            leadingIcon={<Plus size={16} aria-hidden="true" />}
            onClick={() =>
              works.append({ periodFrom: '', periodTo: '', company: '', position: '', division: '', duties: '' })
            }
          >
            {t('addWorkExperience')}
          </Button>
        </div>
      </Card>

      <Card>
        <legend>{t('salaryAndAvailability')}</legend>
        <SalaryFields control={control} prefix="salary" legend={t('currentSalary')} errorOf={errorOf} />
        <SalaryFields control={control} prefix="expSalary" legend={t('expectedSalary')} errorOf={errorOf} />
        <Checkbox label={t('negotiable')} {...register('expRmsIsNegotiable')} />
        <Grid>
          <Controller
            control={control}
            name="availability"
            render={({ field }) => (
              <Select<number>
                label={t('availability')}
                options={availabilities.items.map((a) => ({ value: a.id, label: td(a.labelKey) }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="lastEmploymentStatus"
            render={({ field }) => (
              <Select<number>
                label={t('lastEmploymentStatus')}
                options={lastEmploymentStatuses.items.map((l) => ({ value: l.id, label: td(l.labelKey) }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="experienceMonths"
            render={({ field }) => (
              <NumberField
                label={t('experienceMonths')}
                min={0}
                max={1200}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
        </Grid>
      </Card>

      <Card>
        <legend>{t('education')}</legend>
        <Grid>
          <TextField label={t('award')} {...register('educationalAward')} />
          <TextField label={t('institution')} {...register('instNameLoc')} />
        </Grid>
      </Card>

      <Card>
        <legend>{t('specialtiesAndSectors')}</legend>
        <Grid>
          <Controller
            control={control}
            name="specialtyIds"
            render={({ field }) => (
              <SpecialtyPicker<number>
                label={t('specialties')}
                name="specialtyIds"
                options={sectorOptions}
                value={field.value}
                onValueChange={field.onChange}
                error={errorOf('specialtyIds')}
              />
            )}
          />
          <Controller
            control={control}
            name="sectorIds"
            render={({ field }) => (
              <MultiSelect<number>
                label={t('sectors')}
                options={sectorOptions}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
        </Grid>
      </Card>

      <Card>
        <legend>{t('skills')}</legend>
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <TextArea
              label={t('skillsInput')}
              hint={t('skillsInputHint')}
              value={field.value}
              onValueChange={field.onChange}
              rows={5}
            />
          )}
        />
        <TextField label={t('tagsInput')} hint={t('tagsHint')} {...register('tags')} />
        <Checkbox label={t('showImageInPdf')} {...register('showImageInPdf')} />
      </Card>

      <Card>
        <legend>{t('reminders')}</legend>
        {reminders.fields.map((item, index) => (
          <ReminderRow key={item.id}>
            <NativeField
              type="datetime-local"
              label={`${t('reminderWhen')} ${index + 1}`}
              required
              error={err(`reminders.${index}.remindAt`)}
              {...register(`reminders.${index}.remindAt`)}
            />
            <TextField
              label={`${t('reminderText')} ${index + 1}`}
              required
              maxLength={reminderNoteMax}
              error={err(`reminders.${index}.note`)}
              {...register(`reminders.${index}.note`)}
            />
            <Button
              variant="ghost"
              leadingIcon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => reminders.remove(index)}
            >
              {t('removeReminder', { index: index + 1 })}
            </Button>
          </ReminderRow>
        ))}
        <div>
          <Button
            leadingIcon={<Plus size={16} aria-hidden="true" />}
            disabled={reminders.fields.length >= 100}
            onClick={() => reminders.append({ remindAt: '', note: '', stored: null })}
          >
            {t('addReminder')}
          </Button>
        </div>
      </Card>

      <Card>
        <legend>{t('remarks')}</legend>
        <Controller
          control={control}
          name="remarks"
          render={({ field }) => <TextArea label={t('remarks')} value={field.value} onValueChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="blacklistReason"
          render={({ field }) => (
            <TextArea label={t('blacklistReason')} value={field.value} onValueChange={field.onChange} rows={2} />
          )}
        />
      </Card>

      {formError && <p role="alert">{formError}</p>}
      <SaveBar>
        <ButtonLink to={`/resumes/${resume.id}/detail`}>{t('cancel')}</ButtonLink>
        <Button type="submit" variant="primary" disabled={sending} loading={sending}>
          {sending ? t('saving') : t('saveResume')}
        </Button>
      </SaveBar>
    </Form>
  );
}

/** `/resumes/{id}/edit` (spec sections 3 and 5): the resume's fields and children, checked by the domain rules. */
export function ResumeEdit() {
  const resumeId = useRouteId();
  const valid = resumeId !== null;
  const { t } = useResumesStrings();
  const { t: td, i18n } = useTranslation('employer');
  const { data, error, reload } = useArmsQuery(
    '/resumes/{id}',
    resumeId ? { params: { path: { id: resumeId } } } : null,
    {
      keepPreviousData: false,
    },
  );
  const name = data ? fullName(data, i18n.language) : '';
  // The name links back to the detail; the route's own title (Edit) ends the trail.
  useScreenMeta(data ? { trail: [{ label: name, href: `/resumes/${data.id}/detail` }] } : {});
  if (!valid || error?.status === 404) {
    return (
      <DetailNotFound
        title={t('notFoundTitle')}
        body={t('notFoundBody')}
        back={<ButtonLink to="/resumes">{t('backToList')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <PageHeader title={data ? `${t('editTitle')}: ${name}` : t('editTitle')} />
      {error ? (
        <EmptyState
          variant="error"
          title={t('errorTitle')}
          description={error.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')}
          action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>}
        />
      ) : data ? (
        <>
          <ResumePhoto resume={data} name={name} />
          <EditForm key={data.id} resume={data} />
        </>
      ) : (
        <p aria-busy="true">{td('loadingPage')}</p>
      )}
    </>
  );
}

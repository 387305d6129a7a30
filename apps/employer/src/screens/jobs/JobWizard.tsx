import { useArmsClient, useArmsMutation, useArmsQuery, type ApiError } from '@arms/api-client';
import {
  issue,
  jobStatuses,
  publishStates,
  validateRequired,
  validateSalaryRange,
  type ValidationIssue,
} from '@arms/domain';
import { Button, ConfirmDialog, EmptyState, PageHeader, Stepper, useArmsForm, useScreenMeta, useToast } from '@arms/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { UnsavedChangesPrompt } from '../../forms/UnsavedChangesPrompt';
import { JobFiles, type JobFilesHandle } from './JobFiles';
import { useWizardOptions } from './wizard/options';
import { BasicsStep, PublishStep, RequirementsStep, SalaryStep, TeamStep, type Credit } from './wizard/steps';
import {
  noRelations,
  onRelationFields,
  relationsBody,
  relationValuesOf,
  useSavedRelations,
  type JobRelationValues,
} from './wizard/relations';
import { useWizardStrings } from './wizardStrings';

export type { JobRelationValues, SectorFilterValue } from './wizard/relations';

type JobData = NonNullable<ReturnType<typeof useArmsQuery<'/jobs/{id}'>>['data']>;

/** The wizard's values: text inputs hold strings; the API body is built from them on save. */
export interface JobFormValues extends JobRelationValues {
  position: string;
  jobStatusId: string;
  hiringType: string;
  vacancies: string;
  departmentId: string;
  countryOfWork: string;
  specialty: string;
  description: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
  salaryNegotiable: boolean;
  duration: string;
  durationType: string;
  warrantyPeriod: string;
  postingExpiry: string;
  skills: string[];
  filter1: string;
  filter2: string;
  filter3: string;
  contactPersonId: string;
  teamAssignment: string[];
  publishState: string;
  autoRepost: boolean;
}

const steps = ['basics', 'salary', 'requirements', 'team', 'documents', 'publish'] as const;
type Step = (typeof steps)[number];
const stepFields: Record<Step, ReadonlyArray<keyof JobFormValues>> = {
  basics: [
    'position',
    'jobStatusId',
    'hiringType',
    'vacancies',
    'departmentId',
    'countryOfWork',
    'specialty',
    'description',
  ],
  salary: [
    'salaryMin',
    'salaryMax',
    'salaryCurrency',
    'salaryPeriod',
    'duration',
    'durationType',
    'warrantyPeriod',
    'postingExpiry',
  ],
  requirements: ['skills', 'sectors', 'sectorFilters', 'educations', 'filter1', 'filter2', 'filter3'],
  team: ['contactPersonId', 'teamAssignment', 'coOwners', 'projectContacts'],
  documents: [],
  publish: ['publishState', 'autoRepost'],
};
const stepLabelKey = {
  basics: 'stepBasics',
  salary: 'stepSalary',
  requirements: 'stepRequirements',
  team: 'stepTeam',
  documents: 'stepDocuments',
  publish: 'stepPublish',
} as const;

const blank = (v: string) => v.trim() === '';
const int = (v: string) => (blank(v) ? null : Number(v));

/** Section 5's rules for a job: position required, the salary range when given, duration with its unit. */
export function validateJob(v: JobFormValues): ValidationIssue[] {
  const issues: ValidationIssue[] = [...validateRequired({ position: v.position.trim() }, ['position'])];
  if (v.position.length > 200) issues.push(issue('position', 'domain.validation.general.tooLong', { max: 200 }));
  if (blank(v.vacancies) || !/^\d+$/.test(v.vacancies.trim()) || Number(v.vacancies) < 1)
    issues.push(issue('vacancies', 'domain.validation.general.notNumber'));
  if (!blank(v.salaryMin) || !blank(v.salaryMax)) {
    issues.push(
      ...validateSalaryRange(
        { min: v.salaryMin, max: v.salaryMax, frequency: blank(v.salaryPeriod) ? undefined : Number(v.salaryPeriod) },
        { min: 'salaryMin', max: 'salaryMax', frequency: 'salaryPeriod' },
      ),
    );
  }
  if (!blank(v.duration) || !blank(v.durationType)) {
    issues.push(
      ...validateRequired({ duration: v.duration.trim(), durationType: v.durationType }, ['duration', 'durationType']),
    );
    if (!blank(v.duration) && !/^\d+$/.test(v.duration.trim()))
      issues.push(issue('duration', 'domain.validation.general.notNumber'));
  }
  if (!blank(v.warrantyPeriod) && !/^\d+$/.test(v.warrantyPeriod.trim()))
    issues.push(issue('warrantyPeriod', 'domain.validation.general.notNumber'));
  return issues;
}

function valuesOf(job: JobData | undefined, relations: JobRelationValues): JobFormValues {
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    position: job?.position ?? '',
    jobStatusId: s(job?.jobStatusId ?? jobStatuses.idOf.open),
    hiringType: s(job?.hiringType),
    vacancies: s(job?.vacancies ?? 1),
    departmentId: s(job?.departmentId),
    countryOfWork: s(job?.countryOfWork),
    specialty: s(job?.specialty),
    description: s(job?.description),
    salaryMin: s(job?.salaryMin),
    salaryMax: s(job?.salaryMax),
    salaryCurrency: job?.salaryCurrency ?? 'SGD',
    salaryPeriod: s(job?.salaryPeriod),
    salaryNegotiable: job?.salaryNegotiable ?? false,
    duration: s(job?.contractDuration),
    durationType: s(job?.contractDurationType),
    warrantyPeriod: s(job?.warrantyPeriod),
    postingExpiry: job?.postingExpiry ? job.postingExpiry.slice(0, 10) : '',
    skills: [...(job?.skills ?? [])],
    filter1: s(job?.filter1),
    filter2: s(job?.filter2),
    filter3: s(job?.filter3),
    contactPersonId: s(job?.contactPersonId),
    teamAssignment: (job?.teamAssignment ?? []).map(String),
    publishState: job?.publishState ?? 'draft',
    autoRepost: job?.autoRepost ?? false,
    ...relationValuesOf(relations),
  };
}

/** The API body of a save (section 3's fields; empty texts clear the field). */
function bodyOf(v: JobFormValues) {
  const text = (x: string) => (blank(x) ? null : x.trim());
  return {
    position: v.position.trim(),
    jobStatusId: Number(v.jobStatusId) as 239,
    hiringType: int(v.hiringType) as 1 | 2 | null,
    vacancies: Number(v.vacancies),
    departmentId: int(v.departmentId),
    countryOfWork: text(v.countryOfWork),
    specialty: text(v.specialty),
    description: text(v.description),
    salaryMin: blank(v.salaryMin) ? null : Number(v.salaryMin),
    salaryMax: blank(v.salaryMax) ? null : Number(v.salaryMax),
    salaryCurrency: text(v.salaryCurrency),
    salaryPeriod: int(v.salaryPeriod) as 1 | null,
    salaryNegotiable: v.salaryNegotiable,
    contractDuration: int(v.duration),
    contractDurationType: (text(v.durationType) as 'days' | null) ?? null,
    warrantyPeriod: int(v.warrantyPeriod),
    postingExpiry: blank(v.postingExpiry) ? null : `${v.postingExpiry}T23:59:59.000Z`,
    skills: v.skills,
    filter1: text(v.filter1),
    filter2: text(v.filter2),
    filter3: text(v.filter3),
    contactPersonId: v.departmentId ? int(v.contactPersonId) : null,
    teamAssignment: v.teamAssignment.map(Number),
    publishState: v.publishState as 'draft',
    autoRepost: v.autoRepost,
  };
}

/** `/jobs/create`. */
export function JobCreate() {
  return <JobWizard />;
}

/** `/jobs/{id}/edit`: the same wizard over the saved job. */
export function JobEdit() {
  const { id } = useParams();
  const { t } = useWizardStrings();
  const { i18n } = useTranslation();
  const jobId = Number(id);
  const job = useArmsQuery('/jobs/{id}', { params: { path: { id: jobId } } });
  const saved = useSavedRelations(jobId);
  const parts = [job, ...saved.queries];
  const failed = parts.find((q) => q.error);
  const relations = saved.relations;
  useScreenMeta(
    job.data ? { title: job.data.position, trail: [{ label: job.data.position, href: `/jobs/${jobId}/detail` }] } : {},
  );
  if (failed) {
    return (
      <>
        <PageHeader title={t('editTitle')} />
        <EmptyState
          variant="error"
          title={t('loadError')}
          description={(failed.error as ApiError).localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')}
          action={
            <Button variant="primary" onClick={() => parts.forEach((q) => void q.reload())}>
              {t('tryAgain')}
            </Button>
          }
        />
      </>
    );
  }
  if (!job.data || !relations)
    return (
      <div aria-busy="true">
        <PageHeader title={t('editTitle')} description={t('loading')} />
      </div>
    );
  return <JobWizard job={job.data} relations={relations} />;
}

function JobWizard({ job, relations = noRelations }: { job?: JobData; relations?: JobRelationValues }) {
  const { t } = useWizardStrings();
  const { i18n } = useTranslation('employer');
  const navigate = useNavigate();
  const toast = useToast();
  const { api } = useArmsClient();
  const [step, setStep] = useState<Step>('basics');
  const [duplicateOpen, setDuplicateOpen] = useState(false);
  const documentsRef = useRef<JobFilesHandle>(null);
  // Navigate once the saved values are the form's own, so the unsaved-changes prompt lets us go.
  const [leaveTo, setLeaveTo] = useState<string>();
  const worksheetsRef = useRef<JobFilesHandle>(null);
  const defaultValues = useMemo(() => valuesOf(job, relations), [job, relations]);
  // What the server holds: a failed relation save after the job was created retries as an edit, never a second job.
  const saved = useRef<{ id: number } | null>(job ? { id: job.id } : null);
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<JobFormValues>({
    defaultValues,
    validate: validateJob,
    successMessage: false,
  });
  const create = useArmsMutation('post', '/jobs', { invalidates: ['/jobs'] });
  const update = useArmsMutation('patch', '/jobs/{id}', { invalidates: ['/jobs'] });
  const values = form.watch();
  const departmentId = int(values.departmentId);

  const options = useWizardOptions(departmentId);
  const [credit, setCredit] = useState<Credit | null>(null);
  // The credit a publish would spend, asked again whenever the publish state changes (decision 0120).
  useEffect(() => {
    let live = true;
    setCredit(null);
    void api
      .POST('/jobs/credits', {
        body: { publishState: values.publishState as 'draft', ...(job ? { jobId: job.id } : {}) },
      })
      .then(({ data }) => {
        if (live && data) setCredit(data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, values.publishState, job]);

  const settled = !form.formState.isDirty;
  useEffect(() => {
    if (leaveTo && settled) void navigate(leaveTo);
  }, [leaveTo, settled, navigate]);

  // After a failed save, show the first step that holds an error.
  const errors = form.formState.errors;
  const stepsWithErrors = steps.filter((s) => stepFields[s].some((f) => errors[f]));
  useEffect(() => {
    if (form.formState.submitCount > 0 && stepsWithErrors.length > 0 && !stepsWithErrors.includes(step))
      setStep(stepsWithErrors[0]!);
  }, [form.formState.submitCount]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = onSubmit(async (v) => {
    // One request writes the job and its relations in one transaction (issue 12): nothing half-saved.
    const body = { ...bodyOf(v), relations: relationsBody(v) };
    let done = saved.current;
    try {
      if (done) {
        await update.trigger({ params: { path: { id: done.id } }, body });
      } else {
        const created = (await create.trigger({ body })) as { id: number } | undefined;
        if (created) done = saved.current = { id: created.id };
      }
    } catch (failure) {
      throw onRelationFields(failure, (code) => i18n.exists(code));
    }
    if (job) {
      toast.success(t('updated'));
      form.reset(v);
      setLeaveTo(`/jobs/${job.id}/detail`);
    } else {
      if (done) {
        await documentsRef.current?.uploadQueued(done.id);
        await worksheetsRef.current?.uploadQueued(done.id);
      }
      toast.success(t('created'));
      form.reset(v);
      setLeaveTo(done ? `/jobs/${done.id}/detail` : '/jobs');
    }
  });

  /** The duplicate-job check of section 5 runs before saving; a match asks first. */
  const submit = async () => {
    const valid = await form.trigger();
    if (!valid) {
      await save(); // marks the submit and focuses the first error through the form hook
      return;
    }
    const v = form.getValues();
    const { data } = await api
      .POST('/jobs/check-duplicate', {
        body: {
          position: v.position.trim(),
          departmentId: int(v.departmentId),
          ...(saved.current ? { excludeJobId: saved.current.id } : {}),
        },
      })
      .catch(() => ({ data: undefined }));
    if (data?.duplicate) setDuplicateOpen(true);
    else await save();
  };

  const index = steps.indexOf(step);
  const goNext = async () => {
    const ok = await form.trigger([...stepFields[step]]);
    if (ok) setStep(steps[index + 1]!);
  };
  const publishing = publishStates.byId(values.publishState)?.acceptsApplications === true;
  const stepProps = { form, errorOf, options };

  return (
    <>
      <PageHeader title={job ? t('editTitle') : t('createTitle')} description={job?.position} />
      <UnsavedChangesPrompt dirty={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <div className="job-wizard" style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <nav aria-label={t('stepsLabel')} style={{ flex: '0 1 220px', minWidth: 0 }}>
          <Stepper
            orientation="vertical"
            steps={steps.map((s) => ({
              id: s,
              label: t(stepLabelKey[s]),
              ...(stepsWithErrors.includes(s) ? { description: t('stepErrors') } : {}),
            }))}
            value={step}
            onValueChange={(id) => setStep(id as Step)}
            completedStepsClickable
          />
        </nav>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step === 'publish') void submit();
            else void goNext();
          }}
          style={{ flex: '1 1 420px', minWidth: 0, maxWidth: 720, display: 'grid', gap: 16 }}
        >
          <h2 style={{ margin: 0, fontSize: '1.125rem' }}>{t(stepLabelKey[step])}</h2>
          {step === 'basics' && <BasicsStep {...stepProps} />}
          {step === 'salary' && <SalaryStep {...stepProps} />}
          {step === 'requirements' && <RequirementsStep {...stepProps} />}
          {step === 'team' && <TeamStep {...stepProps} departmentId={departmentId} />}
          <div hidden={step !== 'documents'} style={{ display: step === 'documents' ? 'grid' : 'none', gap: 16 }}>
            <JobFiles kind="documents" jobId={job?.id} handle={documentsRef} />
            <JobFiles kind="worksheets" jobId={job?.id} handle={worksheetsRef} />
          </div>
          {step === 'publish' && <PublishStep {...stepProps} credit={credit} publishing={publishing} />}
          {formError && (
            <p role="alert" style={{ margin: 0, color: 'var(--arms-color-danger, #b3261e)' }}>
              {formError}
            </p>
          )}
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Button disabled={index === 0} onClick={() => setStep(steps[index - 1]!)}>
              {t('back')}
            </Button>
            {step === 'publish' ? (
              <Button type="submit" variant="primary" disabled={sending} loading={sending}>
                {publishing ? t('saveAndPublish') : t('save')}
              </Button>
            ) : (
              <Button type="submit" variant="primary">
                {t('next')}
              </Button>
            )}
          </div>
        </form>
      </div>
      <ConfirmDialog
        open={duplicateOpen}
        onOpenChange={setDuplicateOpen}
        title={t('duplicateTitle')}
        message={t('duplicateMessage', { position: values.position })}
        confirmLabel={t('duplicateConfirm')}
        onConfirm={() => {
          setDuplicateOpen(false);
          void save();
        }}
      />
    </>
  );
}

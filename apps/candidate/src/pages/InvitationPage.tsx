import { formatMoney, isEmail } from '@arms/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApi, type PublicJob } from '../api/api';
import { FieldError, TextInput } from '../components/Field';
import { useTitle } from '../components/Layout';
import { useLang } from '../i18n/i18n';
import { fill, type Lang, type Strings } from '../strings';
import { Done, LinkPage, SendBar, useRetryingSend } from './LinkPage';
import { draftKey, readDraft, without, writeDraft, type LinkFailure } from './useLink';

/** Largest CV the site accepts before sending (the server's default UPLOAD_MAX_MB). */
const maxCvBytes = 10 * 1024 * 1024;
const cvPattern = /\.(pdf|docx?)$/i;
const fieldOrder = ['firstName', 'lastName', 'email', 'phone', 'cv', 'consent'] as const;

type Values = { firstName: string; lastName: string; email: string; phone: string; consent: boolean };

/** The salary line of section 9: amount or range in its currency, then its period. */
export function salaryText(job: PublicJob, lang: Lang, s: Strings): string {
  const money = (n: number) => formatMoney(n, job.salaryCurrency ?? '', lang);
  const { salaryMin: min, salaryMax: max } = job;
  const amount =
    min !== null && max !== null && min !== max
      ? fill(s.job.range, { min: money(min), max: money(max) })
      : (min ?? max) !== null
        ? money((min ?? max)!)
        : null;
  if (amount === null) return job.salaryNegotiable ? s.job.negotiable : s.job.notStated;
  const period = job.salaryPeriod === null ? undefined : s.job.periods[job.salaryPeriod];
  return period ? `${amount} ${period}` : amount;
}

/** A problem code from the server or the checks here, in the visitor's words. */
function message(code: string, s: Strings): string {
  if (code === 'validation.required' || code === 'required') return s.validation.required;
  if (code.includes('email')) return s.validation.email;
  if (code.includes('phone')) return s.validation.phone;
  if (code.includes('consent')) return s.validation.consent;
  if (code.includes('fileType') || code === 'cvType') return s.validation.cvType;
  if (code.includes('tooLarge')) return s.validation.cvSize;
  if (code.includes('maxLength')) return s.validation.tooLong;
  return s.validation.invalid;
}

function check(values: Values, cv: File | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.firstName.trim()) errors.firstName = 'required';
  else if (values.firstName.trim().length > 100) errors.firstName = 'validation.maxLength';
  if (values.lastName.trim().length > 100) errors.lastName = 'validation.maxLength';
  if (!values.email.trim()) errors.email = 'required';
  else if (!isEmail(values.email.trim())) errors.email = 'email';
  if (!values.phone.trim()) errors.phone = 'required';
  else if (!/^\+?[0-9 ().-]{6,40}$/.test(values.phone.trim())) errors.phone = 'phone';
  if (!cv) errors.cv = 'required';
  else if (!cvPattern.test(cv.name)) errors.cv = 'cvType';
  else if (cv.size > maxCvBytes) errors.cv = 'tooLarge';
  if (!values.consent) errors.consent = 'consent';
  return errors;
}

const fileSize = (bytes: number, lang: Lang) => {
  const number = new Intl.NumberFormat(lang === 'vn' ? 'vi' : 'en', { maximumFractionDigits: 1 });
  // Under 0.1 MB "0 MB" would read as an empty file: kB then, at least 1.
  return bytes < 104_858
    ? `${number.format(Math.max(1, Math.round(bytes / 1024)))} kB`
    : `${number.format(bytes / 1048576)} MB`;
};

/**
 * `invitation-to-apply/{id}?token=` (spec section 2): the invited job and the application form. What
 * is typed survives a failed send and a reload (a draft per link); only the CV must be chosen again
 * after a reload.
 */
export function InvitationPage({ jobId, token }: { jobId: number; token: string }) {
  const api = useApi();
  const [applied, setApplied] = useState<string | null>(null);
  return (
    <LinkPage read={() => api.readInvitation(token)} accept={(job) => job.id === jobId} link="invitation">
      {(job, onLinkProblem) =>
        applied !== null ? (
          <Applied name={applied} position={job.position} />
        ) : (
          <ApplyForm job={job} token={token} onApplied={setApplied} onLinkProblem={onLinkProblem} />
        )
      }
    </LinkPage>
  );
}

function Applied({ name, position }: { name: string; position: string }) {
  const { s } = useLang();
  return <Done title={s.apply.doneTitle}>{fill(s.apply.doneBody, { name, position })}</Done>;
}

function JobSummary({ job }: { job: PublicJob }) {
  const { s, lang } = useLang();
  return (
    <article className="job" aria-labelledby="job-title">
      {/* Decorative: the employer's name is the line under the title. */}
      {job.logoUrl ? <img className="logo" src={job.logoUrl} alt="" height={40} /> : null}
      <h1 id="job-title">{job.position}</h1>
      <p className="employer">{job.companyName ? fill(s.job.at, { company: job.companyName }) : s.job.anonymous}</p>
      <dl className="facts">
        <div>
          <dt>{s.job.location}</dt>
          <dd>{job.countryOfWork ?? s.job.notStated}</dd>
        </div>
        <div>
          <dt>{s.job.salary}</dt>
          <dd>{salaryText(job, lang, s)}</dd>
        </div>
      </dl>
      {job.description ? (
        <section aria-labelledby="job-description">
          <h2 id="job-description">{s.job.description}</h2>
          <p className="prose">{job.description}</p>
        </section>
      ) : null}
    </article>
  );
}

function ApplyForm({
  job,
  token,
  onApplied,
  onLinkProblem,
}: {
  job: PublicJob;
  token: string;
  onApplied: (name: string) => void;
  onLinkProblem: (failure: LinkFailure) => void;
}) {
  const api = useApi();
  const { s, lang } = useLang();
  useTitle(job.position);
  const key = draftKey('apply', token);
  const [values, setValues] = useState<Values>(() =>
    readDraft(key, { firstName: '', lastName: '', email: job.invitedEmail, phone: '', consent: false }),
  );
  const [cv, setCv] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const { failed, setFailed, settle } = useRetryingSend(key, onLinkProblem);
  const form = useRef<HTMLFormElement>(null);
  const sending = progress !== null;

  useEffect(() => writeDraft(key, values), [key, values]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => without(e, name));
  };
  const focusFirst = (found: Record<string, string>) => {
    const first = fieldOrder.find((name) => name in found);
    if (first) form.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const found = check(values, cv);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setFailed(false);
    setProgress(0);
    const fields = {
      token,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      consent: 'true',
    };
    const result = await api.apply(fields, cv!, setProgress);
    setProgress(null);
    settle(
      result,
      () => onApplied(fields.firstName),
      (refused) => {
        setErrors(refused);
        focusFirst(refused);
      },
    );
  };

  const error = (name: string) => (errors[name] ? message(errors[name], s) : undefined);
  return (
    <>
      <JobSummary job={job} />
      <form ref={form} className="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="apply-title">
        <h2 id="apply-title">{s.apply.heading}</h2>
        <p className="hint">{s.apply.intro}</p>
        <TextInput
          id="firstName"
          label={s.apply.firstName}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          error={error('firstName')}
          maxLength={100}
        />
        <TextInput
          id="lastName"
          label={s.apply.lastName}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          error={error('lastName')}
          maxLength={100}
        />
        <TextInput
          id="email"
          label={s.apply.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={error('email')}
          maxLength={254}
        />
        <TextInput
          id="phone"
          label={s.apply.phone}
          hint={s.apply.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
          error={error('phone')}
          maxLength={40}
        />
        <div className="field" data-invalid={errors.cv ? '' : undefined}>
          <label htmlFor="cv">{s.apply.cv}</label>
          <p className="hint" id="cv-hint">
            {s.apply.cvHint}
          </p>
          {/*
           * The browser's own file button speaks the browser's language ("Choose File" on a Vietnamese
           * page): the input stays the control (label, keyboard, screen readers), transparent over a
           * button face in the page's language.
           */}
          <div className="file">
            <input
              id="cv"
              type="file"
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-describedby={['cv-hint', cv ? 'cv-chosen' : '', errors.cv ? 'cv-error' : '']
                .filter(Boolean)
                .join(' ')}
              aria-invalid={errors.cv ? true : undefined}
              onChange={(e) => {
                setCv(e.target.files?.[0] ?? null);
                setErrors((e) => without(e, 'cv'));
              }}
            />
            <span className="file-face" aria-hidden="true">
              {cv ? s.apply.cvChange : s.apply.cvChoose}
            </span>
          </div>
          {cv ? (
            <p className="hint" id="cv-chosen">
              {fill(s.apply.cvChosen, { name: cv.name, size: fileSize(cv.size, lang) })}
            </p>
          ) : null}
          <FieldError id="cv-error">{error('cv')}</FieldError>
        </div>
        <div className="field check" data-invalid={errors.consent ? '' : undefined}>
          <input
            id="consent"
            type="checkbox"
            checked={values.consent}
            onChange={(e) => set('consent', e.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
          />
          <label htmlFor="consent">{s.apply.consent}</label>
          <FieldError id="consent-error">{error('consent')}</FieldError>
        </div>
        {job.dataProtectionPolicy ? (
          <details className="policy">
            <summary>{s.apply.policy}</summary>
            <p className="prose">{job.dataProtectionPolicy}</p>
          </details>
        ) : null}
        <div className="status" aria-live="polite">
          {sending ? (
            <>
              <label htmlFor="upload-progress">
                {fill(s.apply.uploading, { percent: Math.round((progress ?? 0) * 100) })}
              </label>
              <progress id="upload-progress" max={100} value={Math.round((progress ?? 0) * 100)} />
            </>
          ) : null}
        </div>
        <SendBar sending={sending} failed={failed} text={s.apply} />
      </form>
    </>
  );
}

import { useArmsMutation } from '@arms/api-client';
import { interviewModes, issue, type ValidationIssue } from '@arms/domain';
import { Button, Modal, Select, TextArea, TextField, useArmsForm, useToast } from '@arms/ui';
import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FormGrid, NativeField } from './fields';
import { useLang, type Interview, type Nomination } from './shared';
import { useJobDetailStrings } from './strings';
import { interviewQueries } from './useNominationMove';

interface Values {
  mode: number;
  date: string;
  time: string;
  durationMinutes: string;
  timezone: string;
  place: string;
  link: string;
  notes: string;
}

const localTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The IANA zones the browser knows, the user's own first. */
function timezones(): string[] {
  const own = localTimezone();
  const all =
    (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [own, ...all.filter((zone) => zone !== own)];
}

/** The wall-clock fields (24-hour) of an instant in an IANA time zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/**
 * The UTC instant of a wall-clock date and time in an IANA time zone (the interview is where the
 * candidate meets, not where the recruiter's browser is).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const part = wallClock(guess, timeZone);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(part(type));
  const asZoned = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(guess.getTime() - (asZoned - guess.getTime()));
}

/** The wall-clock date (yyyy-mm-dd) and time (hh:mm) of an instant in an IANA time zone. */
export function zonedParts(iso: string, timeZone: string): { date: string; time: string } {
  const get = wallClock(new Date(iso), timeZone);
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Schedules an interview for a nomination (POST jobs/resume/send-interview): mode, place or link, date and
 * time in a time zone. The API moves the nomination to Interview and emails the candidate and the hiring
 * manager a calendar invitation (.ics). Given an `interview`, it reschedules that one instead
 * (PATCH interviews/{id}: the same calendar UID goes out again with the next SEQUENCE).
 */
export function InterviewDialog({
  nomination,
  interview,
  onOpenChange,
}: {
  nomination: Nomination | null;
  interview?: Interview | null;
  onOpenChange: (open: boolean) => void;
}) {
  const s = useJobDetailStrings().t;
  const { t } = useLang();
  const toast = useToast();
  const send = useArmsMutation('post', '/jobs/resume/send-interview', { invalidates: interviewQueries });
  const reschedule = useArmsMutation('patch', '/interviews/{id}', { invalidates: interviewQueries });
  const zones = useMemo(() => timezones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  const modes = interviewModes.items.map((mode) => ({ value: mode.id as number, label: t(mode.labelKey) }));
  const name = nomination ? `${nomination.resume.firstName} ${nomination.resume.lastName}` : '';

  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: {
      mode: 1,
      date: tomorrow(),
      time: '10:00',
      durationMinutes: '60',
      timezone: localTimezone(),
      place: '',
      link: '',
      notes: '',
    },
    successMessage: false,
    validate: (v) => {
      const issues: ValidationIssue[] = [];
      if (!v.date || !v.time) issues.push(issue('date', 'domain.validation.general.required'));
      const minutes = Number(v.durationMinutes);
      if (!Number.isInteger(minutes) || minutes < 5 || minutes > 600)
        issues.push(issue('durationMinutes', 'domain.validation.general.notNumber'));
      if (Number(v.mode) === interviewModes.idOf.inPerson && !v.place.trim())
        issues.push(issue('place', 'domain.validation.general.required'));
      if (Number(v.mode) === interviewModes.idOf.online && !/^https?:\/\/\S+$/.test(v.link.trim()))
        issues.push(issue('link', 'domain.validation.general.required'));
      return issues;
    },
  });

  useEffect(() => {
    if (!nomination) return;
    if (!interview) {
      form.reset();
      return;
    }
    const { date, time } = zonedParts(interview.startsAt, interview.timezone);
    form.reset({
      mode: interview.mode,
      date,
      time,
      durationMinutes: String(interview.durationMinutes),
      timezone: interview.timezone,
      place: interview.place ?? '',
      link: interview.link ?? '',
      notes: interview.notes ?? '',
    });
  }, [nomination, interview, form]);

  const mode = Number(form.watch('mode'));
  const submit = onSubmit(async (v) => {
    if (!nomination) return;
    const schedule = {
      mode: Number(v.mode) as 1 | 2 | 3 | 4,
      startsAt: zonedInstant(v.date, v.time, v.timezone).toISOString(),
      durationMinutes: Number(v.durationMinutes),
      timezone: v.timezone,
    };
    const result = (
      interview
        ? await reschedule.trigger({
            params: { path: { id: interview.id } },
            body: {
              ...schedule,
              place: v.place.trim() || null,
              link: v.link.trim() || null,
              notes: v.notes.trim() || null,
            },
          })
        : await send.trigger({
            body: {
              jobResumeId: nomination.id,
              ...schedule,
              ...(v.place.trim() ? { place: v.place.trim() } : {}),
              ...(v.link.trim() ? { link: v.link.trim() } : {}),
              ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
            },
          })
    ) as { sent: { email: string }[] } | undefined;
    const emails = result?.sent.map((m) => m.email) ?? [];
    if (interview)
      toast.success(
        emails.length ? s('interview.rescheduled', { emails: emails.join(', ') }) : s('interview.rescheduledNoEmail'),
      );
    else toast.success(emails.length ? s('interview.sent', { emails: emails.join(', ') }) : s('interview.sentNoEmail'));
    onOpenChange(false);
  });

  return (
    <Modal
      open={nomination !== null}
      onOpenChange={onOpenChange}
      title={interview ? s('interview.rescheduleTitle', { name }) : s('interview.title', { name })}
      description={interview ? s('interview.rescheduleDescription') : s('interview.description')}
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <FormGrid>
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <Select
                label={s('interview.mode')}
                options={modes}
                value={Number(field.value)}
                onValueChange={(value) => field.onChange(value ?? 1)}
              />
            )}
          />
          <div data-part="row">
            <NativeField
              type="date"
              label={s('interview.date')}
              required
              error={errorOf('date')}
              {...form.register('date')}
            />
            <NativeField type="time" label={s('interview.time')} required {...form.register('time')} />
            <NativeField
              type="number"
              min={5}
              max={600}
              step={5}
              label={s('interview.duration')}
              error={errorOf('durationMinutes') && s('interview.durationInvalid')}
              {...form.register('durationMinutes')}
            />
          </div>
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <Select
                label={s('interview.timezone')}
                options={zones}
                value={field.value}
                onValueChange={(value) => field.onChange(value ?? localTimezone())}
              />
            )}
          />
          {mode !== interviewModes.idOf.online && (
            <TextField
              label={s('interview.place')}
              required={mode === interviewModes.idOf.inPerson}
              error={errorOf('place') && s('interview.placeRequired')}
              {...form.register('place')}
            />
          )}
          {mode !== interviewModes.idOf.inPerson && (
            <TextField
              type="url"
              label={s('interview.link')}
              required={mode === interviewModes.idOf.online}
              error={errorOf('link') && s('interview.linkRequired')}
              {...form.register('link')}
            />
          )}
          <Controller
            control={form.control}
            name="notes"
            render={({ field }) => (
              <TextArea label={s('interview.notes')} rows={3} value={field.value} onValueChange={field.onChange} />
            )}
          />
          {formError && <p role="alert">{formError}</p>}
        </FormGrid>
        <Modal.Actions>
          <Button onClick={() => onOpenChange(false)}>{s('interview.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={sending} loading={sending}>
            {interview ? s('interview.reschedule') : s('interview.send')}
          </Button>
        </Modal.Actions>
      </form>
    </Modal>
  );
}

import { useArmsMutation, useArmsQuery } from '@arms/api-client';
import { formatDate, type ValidationIssue } from '@arms/domain';
import { Button, TextArea, TextField, useArmsForm } from '@arms/ui';
import { BellPlus } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NativeField } from '../jobs/detail/fields';
import { DetailCard as Card } from './detail';
import { Muted } from './layout';
import { useResumesStrings } from './strings';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--arms-space-3);
  h3 {
    margin: 0;
    font-size: var(--arms-font-size-md, 14px);
    overflow-wrap: anywhere;
  }
  p {
    margin: var(--arms-space-1) 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
const Form = styled.form`
  display: grid;
  gap: var(--arms-space-3);
  margin-top: var(--arms-space-4);
  border-top: 1px solid var(--arms-color-border);
  padding-top: var(--arms-space-4);
  > div[data-part='row'] {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    gap: var(--arms-space-3);
  }
`;

interface ReminderValues {
  remindAt: string;
  subject: string;
  note: string;
}

/** Tomorrow at 09:00 local time, as a datetime-local input holds it. */
function tomorrowMorning(): string {
  const d = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:00`;
}

function validate(values: ReminderValues): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!values.subject.trim()) issues.push({ field: 'subject', code: 'domain.validation.general.required', params: {} });
  const at = new Date(values.remindAt);
  if (!values.remindAt || Number.isNaN(at.getTime()))
    issues.push({ field: 'remindAt', code: 'domain.validation.general.required', params: {} });
  else if (at.getTime() <= Date.now())
    issues.push({ field: 'remindAt', code: 'domain.validation.server.dateInPast', params: {} });
  return issues;
}

/**
 * A resume's email reminders (section 7 "email reminders (add, list)", docs/decisions/0186): the list,
 * soonest first, with whether each was sent, and a form that adds one for the signed-in user.
 */
export function EmailReminders({ resumeId }: { resumeId: number }) {
  const { t } = useResumesStrings();
  const { i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const path = { params: { path: { id: resumeId } } };
  const { data, error, isLoading, reload } = useArmsQuery('/resumes/{id}/email-reminders', path);
  const add = useArmsMutation('post', '/resumes/{id}/email-reminders', { invalidates: ['/resumes/'] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<ReminderValues>({
    defaultValues: { remindAt: tomorrowMorning(), subject: '', note: '' },
    validate,
    successMessage: t('reminderAdded'),
  });
  const submit = onSubmit(async (values) => {
    await add.trigger({
      ...path,
      body: {
        remindAt: new Date(values.remindAt).toISOString(),
        subject: values.subject.trim(),
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
      },
    });
    form.reset({ remindAt: tomorrowMorning(), subject: '', note: '' });
    await reload();
  });
  const when = (iso: string) => formatDate(iso, { lang, pattern: 'DD MMM YYYY HH:mm', timeZone: localZone() });
  const reminders = data?.data ?? [];

  return (
    <Card aria-labelledby="resume-email-reminders">
      <h2 id="resume-email-reminders">{t('emailReminders')}</h2>
      {error ? (
        <div role="alert">
          <p>{error.localizedMessage(lang)}</p>
          <Button onClick={() => void reload()}>{t('tryAgain')}</Button>
        </div>
      ) : isLoading ? (
        <Muted aria-busy="true">…</Muted>
      ) : reminders.length === 0 ? (
        <Muted>{t('noEmailReminders')}</Muted>
      ) : (
        <List aria-label={t('remindersCaption')}>
          {reminders.map((reminder) => (
            <li key={reminder.id}>
              <h3>{reminder.subject}</h3>
              <Muted>
                {reminder.sentAt
                  ? t('reminderSent', { date: when(reminder.sentAt) })
                  : t('reminderPending', { date: when(reminder.remindAt) })}
                {' · '}
                {t('reminderRecipient', { name: reminder.recipientName })}
              </Muted>
              {reminder.note && <p>{reminder.note}</p>}
            </li>
          ))}
        </List>
      )}
      <Form onSubmit={submit} noValidate aria-label={t('addEmailReminder')}>
        <div data-part="row">
          <NativeField
            type="datetime-local"
            label={t('reminderAt')}
            required
            error={errorOf('remindAt')}
            {...form.register('remindAt')}
          />
          <TextField
            label={t('reminderSubject')}
            required
            maxLength={200}
            error={errorOf('subject')}
            {...form.register('subject')}
          />
        </div>
        <Controller
          control={form.control}
          name="note"
          render={({ field }) => (
            <TextArea
              label={t('reminderNote')}
              rows={2}
              maxLength={2000}
              value={field.value}
              onValueChange={field.onChange}
              error={errorOf('note')}
            />
          )}
        />
        {formError && <p role="alert">{formError}</p>}
        <div>
          <Button type="submit" loading={sending} leadingIcon={<BellPlus size={16} aria-hidden="true" />}>
            {t('addEmailReminder')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

import { useArmsClient, useArmsQuery, type components } from '@arms/api-client';
import { isBlank, issue, type ValidationIssue } from '@arms/domain';
import { Button, ConfirmDialog, MultiSelect, RichTextEditor, TextField, useArmsForm, useToast } from '@arms/ui';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useContentStrings } from '../../shell/content';
import { useEmailStrings } from './strings';

type CustomEmail = components['schemas']['CustomEmail'];

export interface EmailValues {
  subject: string;
  body: string;
  companyIds: number[];
  userIds: number[];
}

const subjectMax = 300;

/** Section 5's rules of a custom email; sending also needs a recipient (the server answers the same). */
function emailRules(values: EmailValues, sending: boolean): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (isBlank(values.subject)) found.push(issue('subject', 'domain.validation.general.required'));
  else if (values.subject.trim().length > subjectMax)
    found.push(issue('subject', 'domain.validation.general.tooLong', { max: subjectMax }));
  if (isBlank(values.body)) found.push(issue('body', 'domain.validation.general.required'));
  if (sending && values.companyIds.length === 0 && values.userIds.length === 0)
    found.push(issue('companyIds', 'domain.validation.general.required'));
  return found;
}

/**
 * The create and edit form of a custom email: subject, rich-text message (sanitised by the server) and
 * its recipients, employers (all their active users) and individual users. "Save draft" keeps it;
 * "Save and send" asks first, saves, then queues one message per address in the outbox.
 */
export function EmailForm({ email }: { email?: CustomEmail }) {
  const { t } = useEmailStrings();
  const { t: tContent } = useContentStrings();
  const { api } = useArmsClient();
  const toast = useToast();
  const navigate = useNavigate();
  const intent = useRef<'draft' | 'send'>('draft');
  const [confirming, setConfirming] = useState(false);
  const companies = useArmsQuery('/companies', { params: { query: { $limit: -1, $sort: { name: 1 } } } });
  const users = useArmsQuery('/users', { params: { query: { $limit: -1, $sort: { email: 1 } } } });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<EmailValues>({
    defaultValues: {
      subject: email?.subject ?? '',
      body: email?.body ?? '',
      companyIds: email?.recipientCompanyIds ?? [],
      userIds: email?.recipientUserIds ?? [],
    },
    validate: (values) => emailRules(values, intent.current === 'send'),
    successMessage: false,
  });
  const values = form.watch();

  const companyOptions = useMemo(
    () => (companies.data?.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [companies.data],
  );
  const userOptions = useMemo(
    () =>
      (users.data?.data ?? []).map((u) => {
        const name = `${u.firstName} ${u.lastName}`.trim() || u.email;
        return {
          value: u.id,
          label: u.companyName
            ? t('form.userWithCompany', { name, email: u.email, company: u.companyName })
            : t('form.user', { name, email: u.email }),
        };
      }),
    [users.data, t],
  );

  const save = async (values: EmailValues): Promise<CustomEmail> => {
    const body = {
      subject: values.subject.trim(),
      body: values.body,
      recipientCompanyIds: values.companyIds,
      recipientUserIds: values.userIds,
    };
    const { data } = email
      ? await api.PATCH('/custom-emails/{id}', { params: { path: { id: email.id } }, body })
      : await api.POST('/custom-emails', { body });
    return data!;
  };

  const saveDraft = async () => {
    intent.current = 'draft';
    await onSubmit(async (values) => {
      await save(values);
      toast.success(t('form.saved'));
      navigate('/arms/emails');
    })();
  };
  const askToSend = async () => {
    intent.current = 'send';
    await onSubmit(async () => setConfirming(true))();
  };
  const send = async () => {
    setConfirming(false);
    intent.current = 'send';
    await onSubmit(async (values) => {
      const saved = await save(values);
      await api.POST('/custom-emails/{id}/send', { params: { path: { id: saved.id } } });
      toast.success(t('form.sentToast'));
      navigate('/arms/emails');
    })();
  };

  const recipientsError = errorOf('companyIds') ? t('form.recipientsRequired') : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void saveDraft();
      }}
      style={{ display: 'grid', gap: 16, minWidth: 0, maxWidth: 960 }}
    >
      <TextField label={t('form.subject')} required error={errorOf('subject')} {...form.register('subject')} />
      <RichTextEditor
        label={t('form.body')}
        required
        hint={t('form.bodyHint')}
        error={errorOf('body')}
        height={300}
        value={values.body}
        onValueChange={(html) => form.setValue('body', html, { shouldValidate: form.formState.isSubmitted })}
      />
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'grid', gap: 16 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8, padding: 0 }}>{t('recipients')}</legend>
        {(companies.error || users.error) && (
          <p role="alert" style={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
            {t('form.optionsFailed')}
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                void companies.reload();
                void users.reload();
              }}
            >
              {tContent('tryAgain')}
            </Button>
          </p>
        )}
        <MultiSelect<number>
          label={t('form.employers')}
          hint={t('form.employersHint')}
          error={recipientsError}
          options={companyOptions}
          value={values.companyIds}
          onValueChange={(ids) =>
            form.setValue('companyIds', ids, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
        />
        <MultiSelect<number>
          label={t('form.users')}
          hint={t('form.usersHint')}
          options={userOptions}
          value={values.userIds}
          onValueChange={(ids) =>
            form.setValue('userIds', ids, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
        />
        <p style={{ margin: 0 }} aria-live="polite">
          {t('form.recipientsSummary', { employers: values.companyIds.length, users: values.userIds.length })}
        </p>
      </fieldset>
      {formError && (
        <p role="alert" style={{ margin: 0, color: 'var(--arms-color-danger)' }}>
          {formError}
        </p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button variant="primary" disabled={sending} onClick={() => void askToSend()}>
          {email?.status === 'sent' ? t('form.sendAgain') : t('form.saveAndSend')}
        </Button>
        <Button type="submit" variant="secondary" disabled={sending}>
          {t('form.saveDraft')}
        </Button>
        <Button variant="ghost" onClick={() => navigate('/arms/emails')}>
          {t('form.cancel')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('form.confirmTitle')}
        message={t('form.confirmMessage', { employers: values.companyIds.length, users: values.userIds.length })}
        confirmLabel={t('form.confirm')}
        onConfirm={send}
      />
    </form>
  );
}

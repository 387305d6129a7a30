import { useArmsMutation } from '@arms/api-client';
import { Button, Modal, TextArea, TextField, useArmsForm, useToast } from '@arms/ui';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { FormGrid } from './fields';
import type { Nomination } from './shared';
import { useJobDetailStrings } from './strings';

interface Values {
  subject: string;
  body: string;
}

/** Emails the candidate of a nomination a plain-text notification (POST notifications, section 7). */
export function NotifyDialog({
  jobId,
  nomination,
  onOpenChange,
}: {
  jobId: number;
  nomination: Nomination | null;
  onOpenChange: (open: boolean) => void;
}) {
  const s = useJobDetailStrings().t;
  const toast = useToast();
  const notify = useArmsMutation('post', '/notifications');
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: { subject: '', body: '' },
    successMessage: false,
    validate: (v) => [
      ...(v.subject.trim()
        ? []
        : [{ field: 'subject', code: 'domain.validation.general.required' as const, params: {} }]),
      ...(v.body.trim() ? [] : [{ field: 'body', code: 'domain.validation.general.required' as const, params: {} }]),
    ],
  });
  useEffect(() => {
    if (nomination) form.reset();
  }, [nomination, form]);
  const name = nomination ? `${nomination.resume.firstName} ${nomination.resume.lastName}` : '';
  const submit = onSubmit(async (v) => {
    if (!nomination) return;
    const result = (await notify.trigger({
      body: { jobId, jobResumeIds: [nomination.id], subject: v.subject.trim(), body: v.body.trim() },
    })) as { sent?: unknown[] } | undefined;
    if (result?.sent && result.sent.length === 0) toast.error(s('notify.notSent'));
    else toast.success(s('notify.sent'));
    onOpenChange(false);
  });
  return (
    <Modal open={nomination !== null} onOpenChange={onOpenChange} title={s('notify.title', { name })} size="md">
      <form onSubmit={submit} noValidate>
        <FormGrid>
          <TextField
            label={s('notify.subject')}
            required
            maxLength={200}
            error={errorOf('subject')}
            {...form.register('subject')}
          />
          <Controller
            control={form.control}
            name="body"
            render={({ field }) => (
              <TextArea
                label={s('notify.body')}
                required
                rows={6}
                maxLength={10000}
                error={errorOf('body')}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          {formError && <p role="alert">{formError}</p>}
        </FormGrid>
        <Modal.Actions>
          <Button onClick={() => onOpenChange(false)}>{s('notify.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={sending} loading={sending}>
            {s('notify.send')}
          </Button>
        </Modal.Actions>
      </form>
    </Modal>
  );
}

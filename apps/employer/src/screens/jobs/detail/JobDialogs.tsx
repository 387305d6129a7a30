import { useArmsMutation } from '@arms/api-client';
import { jobStatuses, validateEmail, type JobStatusId } from '@arms/domain';
import { Button, Modal, Select, TextField, useArmsForm, useToast } from '@arms/ui';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { FormGrid } from './fields';
import { useLang, type Job } from './shared';
import { useJobDetailStrings } from './strings';

/** What each of the job's dialogs takes: the job, and whether it is open. */
interface JobDialogProps {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Changes the job's status (PATCH /jobs/{id}; the change is written to its history as a status edit). */
export function ChangeStatusDialog({ job, open, onOpenChange }: JobDialogProps) {
  const s = useJobDetailStrings().t;
  const { t } = useLang();
  const patch = useArmsMutation('patch', '/jobs/{id}', { invalidates: ['/jobs'] });
  const options = jobStatuses.items.map((status) => ({ value: status.id as number, label: t(status.labelKey) }));
  const { form, formError, onSubmit, sending } = useArmsForm<{ jobStatusId: number }>({
    defaultValues: { jobStatusId: job.jobStatusId },
    successMessage: false,
  });
  useEffect(() => {
    if (open) form.reset({ jobStatusId: job.jobStatusId });
  }, [open, job.jobStatusId, form]);
  const toast = useToast();
  const submit = onSubmit(async ({ jobStatusId }) => {
    await patch.trigger({ params: { path: { id: job.id } }, body: { jobStatusId: jobStatusId as JobStatusId } });
    const chosen = jobStatuses.byId(jobStatusId as JobStatusId);
    toast.success(s('status.saved', { status: chosen ? t(chosen.labelKey) : '' }));
    onOpenChange(false);
  });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={s('status.title')} size="sm">
      <form onSubmit={submit} noValidate>
        <FormGrid>
          <Controller
            control={form.control}
            name="jobStatusId"
            render={({ field }) => (
              <Select
                label={s('status.label')}
                options={options}
                value={field.value}
                onValueChange={(value) => field.onChange(value ?? job.jobStatusId)}
              />
            )}
          />
          {formError && <p role="alert">{formError}</p>}
        </FormGrid>
        <Modal.Actions>
          <Button onClick={() => onOpenChange(false)}>{s('status.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={sending} loading={sending}>
            {s('status.save')}
          </Button>
        </Modal.Actions>
      </form>
    </Modal>
  );
}

/** Emails a candidate an invitation to apply to the job (POST jobs/invitation; the link is valid one day). */
export function InviteDialog({ job, open, onOpenChange }: JobDialogProps) {
  const s = useJobDetailStrings().t;
  const invite = useArmsMutation('post', '/jobs/invitation');
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<{ candidateName: string; email: string }>({
    defaultValues: { candidateName: '', email: '' },
    successMessage: false,
    validate: (v) => [
      ...(v.candidateName.trim()
        ? []
        : [{ field: 'candidateName', code: 'domain.validation.general.required' as const, params: {} }]),
      ...validateEmail(v.email, 'email'),
    ],
  });
  const toast = useToast();
  useEffect(() => {
    if (open) form.reset();
  }, [open, form]);
  const submit = onSubmit(async (v) => {
    await invite.trigger({ body: { jobId: job.id, email: v.email.trim(), candidateName: v.candidateName.trim() } });
    toast.success(s('invite.sent', { email: v.email.trim() }));
    onOpenChange(false);
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={s('invite.title')}
      description={s('invite.description', { position: job.position })}
      size="sm"
    >
      <form onSubmit={submit} noValidate>
        <FormGrid>
          <TextField
            label={s('invite.name')}
            required
            autoComplete="off"
            error={errorOf('candidateName')}
            {...form.register('candidateName')}
          />
          <TextField
            type="email"
            label={s('invite.email')}
            required
            autoComplete="off"
            error={errorOf('email')}
            {...form.register('email')}
          />
          {formError && <p role="alert">{formError}</p>}
        </FormGrid>
        <Modal.Actions>
          <Button onClick={() => onOpenChange(false)}>{s('invite.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={sending} loading={sending}>
            {s('invite.send')}
          </Button>
        </Modal.Actions>
      </form>
    </Modal>
  );
}

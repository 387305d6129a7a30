import { useArmsMutation, useArmsQuery } from '@arms/api-client';
import { Button, EmptyState, PageHeader, TextArea, useArmsForm, useScreenMeta } from '@arms/ui';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { UnsavedChangesPrompt } from '../../../forms/UnsavedChangesPrompt';
import { FormGrid } from './fields';
import { useLang } from './shared';
import { useJobDetailStrings } from './strings';
import { nominationQueries } from './useNominationMove';

/** `/jobs/{id}/application/{appId}/edit`: a nomination's application remarks, for the hiring manager. */
export function ApplicationEdit() {
  const { id = '', appId = '' } = useParams();
  const jobId = Number(id);
  const nominationId = Number(appId);
  const s = useJobDetailStrings().t;
  const { lang, statusLabel } = useLang();
  const navigate = useNavigate();
  const valid = Number.isInteger(nominationId) && nominationId > 0;
  const query = useArmsQuery('/job-resumes/{id}', valid ? { params: { path: { id: nominationId } } } : null);
  const job = useArmsQuery(
    '/jobs/{id}',
    Number.isInteger(jobId) && jobId > 0 ? { params: { path: { id: jobId } } } : null,
  );
  const save = useArmsMutation('patch', '/jobs/resume/{id}', { invalidates: nominationQueries });
  const n = query.data;
  const name = n ? `${n.resume.firstName} ${n.resume.lastName}` : '';
  useScreenMeta({
    title: n ? s('application.title', { name }) : undefined,
    trail: job.data ? [{ label: job.data.position, href: `/jobs/${jobId}/detail` }] : undefined,
  });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<{ remarks: string }>({
    defaultValues: { remarks: '' },
    successMessage: s('application.saved'),
    validate: (v) =>
      v.remarks.length > 5000
        ? [{ field: 'remarks', code: 'domain.validation.general.tooLong', params: { max: 5000 } }]
        : [],
  });
  useEffect(() => {
    if (n) form.reset({ remarks: n.remarks ?? '' });
  }, [n, form]);

  if (!valid || query.error || (n && n.jobId !== jobId)) {
    return (
      <>
        <PageHeader title={s('application.heading')} />
        <EmptyState
          variant="error"
          title={query.error?.localizedMessage(lang) ?? s('drawer.loadFailed')}
          action={<Button onClick={() => navigate(`/jobs/${jobId}/detail`)}>{s('application.back')}</Button>}
        />
      </>
    );
  }
  const submit = onSubmit(async (v) => {
    await save.trigger({ params: { path: { id: nominationId } }, body: { remarks: v.remarks.trim() || null } });
    navigate(`/jobs/${jobId}/detail?tab=pipeline&nomination=${nominationId}`);
  });
  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader
        title={n ? s('application.title', { name }) : s('application.heading')}
        description={n ? s('application.status', { status: statusLabel(n.status) }) : undefined}
      />
      <form onSubmit={submit} noValidate aria-busy={!n}>
        <FormGrid>
          <Controller
            control={form.control}
            name="remarks"
            render={({ field }) => (
              <TextArea
                label={s('application.remarks')}
                hint={s('application.remarksHint')}
                rows={8}
                maxLength={5000}
                error={errorOf('remarks')}
                value={field.value}
                onValueChange={field.onChange}
                disabled={!n}
              />
            )}
          />
          {formError && <p role="alert">{formError}</p>}
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button type="submit" variant="primary" disabled={sending || !n} loading={sending}>
              {s('application.save')}
            </Button>
            <Link to={`/jobs/${jobId}/detail?tab=pipeline&nomination=${nominationId}`}>{s('application.back')}</Link>
          </div>
        </FormGrid>
      </form>
      <UnsavedChangesPrompt dirty={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
    </div>
  );
}

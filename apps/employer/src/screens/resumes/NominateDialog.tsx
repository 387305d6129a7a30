import { ApiError, useArmsClient, useArmsQuery } from '@arms/api-client';
import { Button, Modal, RadioGroup, Select, useToast } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNominateStrings } from './nominateStrings';

/**
 * Nominates the chosen resumes to a job or a hiring entity (section 2): one POST /job-resumes each, so
 * a resume already nominated there (409) does not stop the others; the toast says how many went.
 */
export function NominateDialog({
  resumeIds,
  open,
  onOpenChange,
  onDone,
}: {
  resumeIds: readonly number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useNominateStrings();
  const { i18n } = useTranslation();
  const { api } = useArmsClient();
  const toast = useToast();
  const [target, setTarget] = useState<'job' | 'department'>('job');
  const [id, setId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const jobs = useArmsQuery('/jobs', open && target === 'job' ? { params: { query: { $limit: 200 } } } : null);
  const departments = useArmsQuery(
    '/departments',
    open && target === 'department' ? { params: { query: { $limit: 200 } } } : null,
  );
  const options =
    target === 'job'
      ? (jobs.data?.data ?? []).map((job) => ({ value: job.id, label: job.position }))
      : (departments.data?.data ?? []).map((d) => ({ value: d.id, label: d.name }));

  const submit = async () => {
    if (id === null) {
      setError(t('chooseTarget'));
      return;
    }
    setSending(true);
    setError(null);
    let added = 0;
    let already = 0;
    try {
      for (const resumeId of resumeIds) {
        try {
          await api.POST('/job-resumes', {
            body: target === 'job' ? { resumeId, jobId: id } : { resumeId, departmentId: id },
          });
          added += 1;
        } catch (failure) {
          if (failure instanceof ApiError && failure.status === 409) already += 1;
          else throw failure;
        }
      }
      toast.show({ variant: 'success', message: t('nominated', { count: added, already }) });
      onDone();
      onOpenChange(false);
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en') : String(failure),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title', { count: resumeIds.length })}>
      <div style={{ display: 'grid', gap: 16 }}>
        <RadioGroup<'job' | 'department'>
          label={t('to')}
          value={target}
          onValueChange={(value) => {
            setTarget(value);
            setId(null);
          }}
          options={[
            { value: 'job', label: t('job') },
            { value: 'department', label: t('department') },
          ]}
        />
        <Select<number>
          label={target === 'job' ? t('job') : t('department')}
          options={options}
          value={id}
          onValueChange={setId}
          error={error ?? undefined}
        />
      </div>
      <Modal.Actions>
        <Button onClick={() => onOpenChange(false)}>{t('cancel')}</Button>
        <Button variant="primary" onClick={() => void submit()} disabled={sending} loading={sending}>
          {t('nominate')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

import { Button, DateField, MultiSelect, type SelectOption } from '@arms/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { maxRangeDays, rangeProblem } from './useReportQuery';
import { useReportStrings } from './strings';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px 16px;
  align-items: end;
  margin-bottom: 24px;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

export interface ReportFiltersProps {
  from: string;
  to: string;
  statuses: number[];
  statusLabel: string;
  statusOptions: ReadonlyArray<SelectOption<number>>;
  onApply: (filters: { from: string; to: string; statuses: number[] }) => void;
  onReset: () => void;
}

/** The date range (up to 366 days) and status filters of a report; applied together so the URL changes once. */
export function ReportFilters({
  from,
  to,
  statuses,
  statusLabel,
  statusOptions,
  onApply,
  onReset,
}: ReportFiltersProps) {
  const { t } = useReportStrings();
  const [draft, setDraft] = useState({ from, to, statuses });
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  useEffect(() => setDraft({ from, to, statuses }), [from, to, statuses]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft.from, draft.to);
    setProblem(found);
    if (!found) onApply(draft);
  };
  const message = problem ? t(problem, { max: maxRangeDays }) : undefined;

  return (
    <Form aria-label={t('filters')} onSubmit={submit} noValidate>
      <DateField
        label={t('from')}
        value={draft.from}
        max={draft.to || undefined}
        onValueChange={(value) => setDraft((d) => ({ ...d, from: value }))}
        error={problem ? message : undefined}
      />
      <DateField
        label={t('to')}
        value={draft.to}
        min={draft.from || undefined}
        onValueChange={(value) => setDraft((d) => ({ ...d, to: value }))}
      />
      <MultiSelect<number>
        label={statusLabel}
        hint={t('statusesHint')}
        options={statusOptions}
        value={draft.statuses}
        onValueChange={(value) => setDraft((d) => ({ ...d, statuses: value }))}
        showSelectionActions={false}
      />
      <Actions>
        <Button type="submit" variant="primary">
          {t('apply')}
        </Button>
        <Button type="button" variant="secondary" onClick={onReset}>
          {t('reset')}
        </Button>
      </Actions>
    </Form>
  );
}

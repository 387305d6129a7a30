import { useArmsMutation, useArmsQuery, type components, type operations } from '@arms/api-client';
import { isBlank, issue, type ValidationIssue } from '@arms/domain';
import { Button, DataTable, NumberField, TextField, useArmsForm, useToast, type DataTableColumn } from '@arms/ui';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompanyStrings } from './strings';

type Company = components['schemas']['Company'];
type CreditChange =
  operations['listCompanyCreditChanges']['responses'][200]['content']['application/json']['data'][number];
const pageSize = 10;

interface Values {
  amount: number | null;
  reason: string;
}

/** A credit change needs an amount other than zero and a reason (the server refuses both the same way). */
function creditRules(values: Values): ValidationIssue[] {
  return [
    ...(values.amount === null || values.amount === 0 ? [issue('amount', 'domain.validation.general.required')] : []),
    ...(isBlank(values.reason) ? [issue('reason', 'domain.validation.general.required')] : []),
  ];
}

/**
 * The company's job posting credits (spec section 2): the balance, a change with its reason (negative to
 * remove; the balance never goes below zero: OUT_OF_CREDITS), and the history of changes, newest first.
 */
export function CompanyCredits({ company }: { company: Company }) {
  const { t } = useCompanyStrings();
  const { i18n } = useTranslation();
  const locale = i18n.language === 'vn' ? 'vi' : 'en';
  const toast = useToast();
  const [skip, setSkip] = useState(0);
  const history = useArmsQuery('/companies/{id}/credits', {
    params: { path: { id: company.id }, query: { $skip: skip, $limit: pageSize } },
  });
  const change = useArmsMutation('post', '/companies/update-credit', { invalidates: ['/companies'] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: { amount: null, reason: '' },
    validate: creditRules,
    successMessage: false,
  });

  const columns = useMemo<DataTableColumn<CreditChange>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
    const number = new Intl.NumberFormat(locale);
    return [
      { id: 'createdAt', header: t('credits.when'), cell: (row) => date.format(new Date(row.createdAt)) },
      { id: 'amount', header: t('credits.change'), align: 'end', cell: (row) => signed.format(row.amount) },
      { id: 'balance', header: t('credits.after'), align: 'end', cell: (row) => number.format(row.balance) },
      {
        id: 'reason',
        header: t('credits.reason'),
        cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.reason}</span>,
      },
      {
        id: 'by',
        header: t('credits.by'),
        cell: (row) =>
          row.createdBy ? (
            <span style={{ overflowWrap: 'anywhere' }}>
              {`${row.createdBy.firstName} ${row.createdBy.lastName}`.trim() || row.createdBy.email}
            </span>
          ) : (
            t('credits.unknownUser')
          ),
      },
    ];
  }, [t, locale]);

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0 }}>{t('credits.intro')}</p>
      <p style={{ margin: 0, fontSize: '1.125rem' }}>
        {t('credits.balance')}:{' '}
        <strong data-testid="credit-balance">{t('credits.balanceValue', { count: company.credits })}</strong>
      </p>
      <form
        noValidate
        aria-label={t('credits.add')}
        style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' }}
        onSubmit={onSubmit(async (values) => {
          const answer = (await change.trigger({
            body: { companyId: company.id, amount: values.amount ?? 0, reason: values.reason.trim() },
          })) as { credits: number } | undefined;
          form.reset({ amount: null, reason: '' });
          setSkip(0);
          await history.reload();
          toast.success(t('credits.saved', { count: answer?.credits ?? company.credits }));
        })}
      >
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <NumberField
              label={t('credits.amount')}
              hint={t('credits.amountHint')}
              required
              min={-1_000_000}
              max={1_000_000}
              error={errorOf('amount')}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <TextField
          label={t('credits.reason')}
          hint={t('credits.reasonHint')}
          required
          maxLength={500}
          error={errorOf('reason')}
          {...form.register('reason')}
        />
        <div style={{ gridColumn: '1 / -1', display: 'grid', gap: 8, justifyItems: 'start' }}>
          {formError && (
            <p role="alert" style={{ margin: 0 }}>
              {formError}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={sending}>
            {t('credits.submit')}
          </Button>
        </div>
      </form>
      <h3 style={{ fontSize: '1.0625rem', margin: '8px 0 0' }}>{t('credits.historyTitle')}</h3>
      {!history.error && !history.isLoading && history.data?.total === 0 ? (
        <p style={{ margin: 0, color: 'var(--arms-color-text-muted)' }}>{t('credits.noHistory')}</p>
      ) : (
        <DataTable
          caption={t('credits.caption')}
          columns={columns}
          rows={history.data?.data ?? []}
          getRowId={(row) => String(row.id)}
          total={history.data?.total ?? 0}
          page={{ skip, limit: pageSize }}
          onPageChange={(page) => setSkip(page.skip)}
          status={history.error ? 'error' : history.isLoading ? 'loading' : 'ready'}
          onRetry={() => void history.reload()}
        />
      )}
    </div>
  );
}

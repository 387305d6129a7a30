import { useArmsMutation, useArmsQuery } from '@arms/api-client';
import { autoRepostFrequencies } from '@arms/domain';
import { Button, EmptyState, PageHeader, RadioGroup, Switch, useArmsForm } from '@arms/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSettingStrings } from './strings';

interface Values {
  active: boolean;
  frequency: number;
}

function AutoRenewForm({ initial }: { initial: Values }) {
  const { t } = useSettingStrings();
  const { t: tDomain } = useTranslation('employer');
  const save = useArmsMutation('patch', '/portal-date-frequency', { invalidates: ['/portal-date-frequency'] });
  const { form, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: initial,
    successMessage: t('autoRenewSaved'),
  });
  const submit = onSubmit(async (values) => {
    await save.trigger({ body: { active: values.active, frequency: values.frequency as 14 | 30 | 60 | 90 } });
    form.reset(values);
  });
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 20, maxWidth: 520 }}>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label={t('autoRenewActive')}
            checked={field.value}
            onCheckedChange={field.onChange}
            name={field.name}
          />
        )}
      />
      <Controller
        control={form.control}
        name="frequency"
        render={({ field }) => (
          <RadioGroup<number>
            label={t('frequency')}
            options={autoRepostFrequencies.items.map((f) => ({ value: f.id, label: tDomain(f.labelKey) }))}
            value={field.value}
            onValueChange={field.onChange}
            disabled={!form.watch('active')}
            name={field.name}
          />
        )}
      />
      {formError && (
        <p role="alert" style={{ color: 'var(--arms-color-danger)', margin: 0 }}>
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" disabled={sending} loading={sending}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

/** `/setting/portal-date-cms` (account administrator): auto-renew job postings every 14, 30, 60 or 90 days (section 9). */
export function AutoRenew() {
  const { t } = useSettingStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const { data, error, reload } = useArmsQuery('/portal-date-frequency', {});
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingPortalDateCms')} description={t('autoRenewDescription')} />
      {error && !data ? (
        <EmptyState
          variant="error"
          title={error.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')}
          action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>}
        />
      ) : data ? (
        <AutoRenewForm initial={{ active: data.active, frequency: data.frequency }} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </>
  );
}

import { useArmsClient, useArmsQuery, type ApiError } from '@arms/api-client';
import { emailAlertRuleTypes, type EmailAlertRuleType } from '@arms/domain';
import { Button, EmptyState, MultiSelect, PageHeader, useToast, v } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSettingStrings } from './strings';

const Rules = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  max-width: 760px;
  li {
    border: 1px solid ${v('color-border')};
    border-radius: 8px;
    padding: 12px 16px;
  }
`;

/**
 * `/setting/rules-email-alerts` (email_alert): for every rule type of section 9, the staff who receive its
 * emails. Choosing or removing a person saves at once (the company's rule of that type is created the
 * first time someone is chosen; assignments are the rms-user email rules of section 7).
 */
export function EmailAlertRules() {
  const { t } = useSettingStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const { api } = useArmsClient();
  const [saving, setSaving] = useState<EmailAlertRuleType | null>(null);
  const rules = useArmsQuery('/email-rules', {});
  const assignments = useArmsQuery('/rms-user-email-rules', {});
  const staff = useArmsQuery('/company-users', {});
  const error = rules.error ?? assignments.error ?? staff.error;
  const reload = () => Promise.all([rules.reload(), assignments.reload(), staff.reload()]);

  const header = (
    <PageHeader title={tDomain('domain.route.settingEmailAlertRules')} description={t('alertsDescription')} />
  );
  if (error && !(rules.data && assignments.data && staff.data)) {
    return (
      <>
        {header}
        <EmptyState
          variant="error"
          title={error.localizedMessage(lang)}
          action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>}
        />
      </>
    );
  }
  if (!rules.data || !assignments.data || !staff.data) {
    return (
      <>
        {header}
        <p role="status">{t('loading')}</p>
      </>
    );
  }
  const ruleData = rules.data.data;
  const links = assignments.data.data;
  const options = staff.data.data.map((s) => ({
    value: s.id,
    label: `${`${s.firstName} ${s.lastName}`.trim() || s.email} (${s.email})`,
  }));

  const save = async (type: EmailAlertRuleType, wanted: number[]) => {
    setSaving(type);
    try {
      let rule = ruleData.find((r) => r.type === type);
      const current = rule ? links.filter((l) => l.ruleId === rule!.id) : [];
      if (!rule) {
        const { data } = await api.POST('/email-rules', {
          body: { type, name: tDomain(`domain.emailAlertRuleType.${type}`), status: 1 },
        });
        rule = data!;
      }
      for (const staffId of wanted.filter((id) => !current.some((l) => l.staffId === id))) {
        await api.POST('/rms-user-email-rules', { body: { ruleId: rule.id, staffId } });
      }
      for (const link of current.filter((l) => !wanted.includes(l.staffId))) {
        await api.DELETE('/rms-user-email-rules/{id}', { params: { path: { id: link.id } } });
      }
      toast.show({ variant: 'success', message: t('alertsSaved') });
    } catch (caught) {
      toast.show({ variant: 'error', message: (caught as ApiError).localizedMessage(lang) });
    } finally {
      await Promise.all([rules.reload(), assignments.reload()]);
      setSaving(null);
    }
  };

  return (
    <>
      {header}
      {staff.data.data.length === 0 && <p>{t('alertsNoStaff')}</p>}
      <Rules>
        {emailAlertRuleTypes.items.map((type) => {
          const rule = ruleData.find((r) => r.type === type.id);
          const chosen = rule ? links.filter((l) => l.ruleId === rule.id).map((l) => l.staffId) : [];
          return (
            <li key={type.id}>
              <MultiSelect<number>
                label={tDomain(type.labelKey)}
                hint={t('alertsRecipients')}
                options={options}
                value={chosen}
                disabled={saving !== null}
                onValueChange={(value) => void save(type.id, value)}
                showSelectionActions={false}
              />
            </li>
          );
        })}
      </Rules>
    </>
  );
}

import { useArmsMutation, useArmsQuery, type components } from '@arms/api-client';
import { validateEmail, validateFirstName, type ValidationIssue } from '@arms/domain';
import { Button, EmptyState, PageHeader, RadioGroup, TextField, useArmsForm, useScreenMeta, useToast } from '@arms/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAccountId } from './StaffDetail';
import { accountName } from './StaffList';
import { useStaffStrings } from './strings';

type Account = components['schemas']['UserAccount'];
interface Values {
  firstName: string;
  lastName: string;
  email: string;
  lang: 'en' | 'vn';
}

const Fields = styled.div`
  display: grid;
  gap: 16px;
  max-width: 640px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
`;

function validate(creating: boolean) {
  return (values: Values): ValidationIssue[] => [
    ...validateFirstName(values.firstName),
    ...(creating ? validateEmail(values.email) : []),
  ];
}

function Form({ account }: { account?: Account }) {
  const { t } = useStaffStrings();
  const { i18n } = useTranslation('arms');
  const navigate = useNavigate();
  const toast = useToast();
  const creating = !account;
  const create = useArmsMutation('post', '/users', { invalidates: ['/users'] });
  const update = useArmsMutation('patch', '/users/{id}', { invalidates: ['/users'] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: {
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      email: account?.email ?? '',
      lang: account?.lang === 'vn' || (!account && i18n.language === 'vn') ? 'vn' : 'en',
    },
    validate: validate(creating),
    successMessage: creating ? false : t('saved'),
  });
  // Leave once the submit has succeeded.
  const [destination, setDestination] = useState<string | null>(null);
  const succeeded = form.formState.isSubmitSuccessful;
  useEffect(() => {
    if (destination && succeeded) navigate(destination);
  }, [destination, succeeded, navigate]);

  const submit = onSubmit(async (values) => {
    if (creating) {
      const created = await create.trigger({
        body: {
          email: values.email.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          role: ['arms_admin'],
          lang: values.lang,
        },
      });
      toast.show({ variant: 'success', message: t('created_', { email: values.email.trim() }) });
      setDestination(`/arms/staff-management/${(created as Account).id}/detail`);
    } else {
      await update.trigger({
        params: { path: { id: account.id } },
        body: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), lang: values.lang },
      });
      setDestination(`/arms/staff-management/${account.id}/detail`);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {creating && <p style={{ marginTop: 0, maxWidth: 640 }}>{t('createHint')}</p>}
      <Fields>
        <TextField label={t('firstName')} required error={errorOf('firstName')} {...form.register('firstName')} />
        <TextField label={t('lastName')} error={errorOf('lastName')} {...form.register('lastName')} />
        {creating && (
          <TextField
            label={t('email')}
            type="email"
            required
            autoComplete="off"
            error={errorOf('email')}
            {...form.register('email')}
          />
        )}
      </Fields>
      <div style={{ marginTop: 16 }}>
        <RadioGroup<'en' | 'vn'>
          label={t('lang')}
          orientation="horizontal"
          options={[
            { value: 'en', label: t('langEn') },
            { value: 'vn', label: t('langVn') },
          ]}
          value={form.watch('lang')}
          onValueChange={(value) => form.setValue('lang', value, { shouldDirty: true })}
          name="lang"
        />
      </div>
      {formError && (
        <p role="alert" style={{ color: 'var(--arms-color-danger)' }}>
          {formError}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 16, flexWrap: 'wrap' }}>
        <Button type="submit" variant="primary" disabled={sending} loading={sending}>
          {creating ? t('create') : t('save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => navigate(account ? `/arms/staff-management/${account.id}/detail` : '/arms/staff-management')}
        >
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** `/arms/staff-management/create`: a new platform staff account, invited by email to create its password. */
export function StaffCreate() {
  const { t: tArms } = useTranslation('arms');
  return (
    <>
      <PageHeader title={tArms('domain.route.armsStaffCreate')} />
      <Form />
    </>
  );
}

/** `/arms/staff-management/:id/edit`: an account's name and language. */
export function StaffEdit() {
  const id = useAccountId();
  const { t } = useStaffStrings();
  const { t: tArms, i18n } = useTranslation('arms');
  const { data: account, error, reload } = useArmsQuery('/users/{id}', id ? { params: { path: { id } } } : null);
  const name = account ? accountName(account) : '';
  useScreenMeta(account ? { trail: [{ label: name, href: `/arms/staff-management/${account.id}/detail` }] } : {});
  return (
    <>
      <PageHeader title={tArms('domain.route.armsStaffEdit')} description={name || undefined} />
      {!id || (error && !account) ? (
        <EmptyState
          variant="error"
          title={
            !id || error?.status === 404 ? t('notFound') : error?.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')
          }
          action={id ? <Button onClick={() => void reload()}>{t('tryAgain')}</Button> : undefined}
        />
      ) : account ? (
        <Form key={account.id} account={account} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </>
  );
}

import { useArmsMutation, useArmsQuery, type components } from '@arms/api-client';
import {
  issue,
  permissions,
  validateEmail,
  validateFirstName,
  type Permission,
  type ValidationIssue,
} from '@arms/domain';
import { Button, Checkbox, EmptyState, PageHeader, Select, TextField, useArmsForm, useScreenMeta } from '@arms/ui';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { UnsavedChangesPrompt } from '../../forms/UnsavedChangesPrompt';
import { FormFooter } from './parts';
import { offeredRoles, roleLabel, type AssignableRole } from './roles';
import { useSettingStrings } from './strings';

type StaffUser = components['schemas']['StaffUser'];
interface Values {
  firstName: string;
  lastName: string;
  email: string;
  role: AssignableRole | null;
  permissions: Permission[];
}

const Fields = styled.div`
  display: grid;
  gap: 16px;
  max-width: 640px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
`;
const Fieldset = styled.fieldset`
  border: 1px solid var(--arms-color-border);
  border-radius: 8px;
  padding: 12px 16px;
  margin: 16px 0;
  max-width: 640px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  }
`;

function validate(creating: boolean) {
  return (values: Values): ValidationIssue[] => [
    ...validateFirstName(values.firstName),
    ...(creating ? validateEmail(values.email) : []),
    ...(values.role ? [] : [issue('role', 'domain.validation.general.required')]),
  ];
}

function Form({ user }: { user?: StaffUser }) {
  const { t } = useSettingStrings();
  const { t: tDomain } = useTranslation('employer');
  const navigate = useNavigate();
  const creating = !user;
  const create = useArmsMutation('post', '/rms-users', { invalidates: ['/rms-users'] });
  const update = useArmsMutation('patch', '/rms-users/{id}', { invalidates: ['/rms-users'] });
  const offered = offeredRoles(user?.user.role);
  const currentRole = user?.user.role.find((r): r is AssignableRole => (offered as readonly string[]).includes(r));
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.user.email ?? '',
      role: currentRole ?? null,
      permissions: (user?.permission.map((p) => p.userPermission) as Permission[] | undefined) ?? [],
    },
    validate: validate(creating),
    successMessage: creating ? t('created_') : t('saved'),
  });
  // Leave once the submit has succeeded, so the unsaved-changes prompt no longer holds the page.
  const [destination, setDestination] = useState<string | null>(null);
  const succeeded = form.formState.isSubmitSuccessful;
  useEffect(() => {
    if (destination && succeeded) navigate(destination);
  }, [destination, succeeded, navigate]);
  const roleOptions = offered.map((role) => ({ value: role, label: roleLabel(role, tDomain, t) }));

  const submit = onSubmit(async (values) => {
    if (creating) {
      const created = await create.trigger({
        body: {
          email: values.email.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          role: [values.role!],
          permissions: values.permissions,
        },
      });
      setDestination(`/setting/users/details/${(created as StaffUser).id}`);
    } else {
      await update.trigger({
        params: { path: { id: user.id } },
        body: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), role: [values.role!] },
      });
      setDestination(`/setting/users/details/${user.id}`);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesPrompt dirty={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <Fields>
        <TextField label={t('firstName')} required error={errorOf('firstName')} {...form.register('firstName')} />
        <TextField label={t('lastName')} error={errorOf('lastName')} {...form.register('lastName')} />
        {creating && (
          <TextField
            label={t('email')}
            type="email"
            required
            error={errorOf('email')}
            autoComplete="off"
            {...form.register('email')}
          />
        )}
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select<AssignableRole>
              label={t('role')}
              required
              options={roleOptions}
              value={field.value}
              onValueChange={field.onChange}
              error={errorOf('role')}
              name={field.name}
            />
          )}
        />
      </Fields>
      {creating && (
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => (
            <Fieldset>
              <legend>{t('permissions')}</legend>
              <p style={{ marginTop: 0, color: 'var(--arms-color-textMuted)' }}>{t('permissionsHint')}</p>
              <ul>
                {permissions.map((permission) => (
                  <li key={permission}>
                    <Checkbox
                      label={tDomain(`domain.permission.${permission}`)}
                      checked={field.value.includes(permission)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, permission]
                            : field.value.filter((p) => p !== permission),
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            </Fieldset>
          )}
        />
      )}
      <FormFooter
        formError={formError}
        sending={sending}
        submitLabel={creating ? t('createUser') : t('save')}
        cancelLabel={t('cancel')}
        onCancel={() => navigate(user ? `/setting/users/details/${user.id}` : '/setting/users')}
        spaced
      />
    </form>
  );
}

/** `/setting/users/create` (add_user): a new user of the company, who gets an email to set a password. */
export function UserCreate() {
  const { t: tDomain } = useTranslation('employer');
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingUserCreate')} />
      <Form />
    </>
  );
}

/** `/setting/users/edit/:id` (add_user): a user's name and role. */
export function UserEdit() {
  const { id } = useParams();
  const staffId = Number(id);
  const { t } = useSettingStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const {
    data: user,
    error,
    reload,
  } = useArmsQuery(
    '/rms-users/{id}',
    Number.isInteger(staffId) && staffId > 0 ? { params: { path: { id: staffId } } } : null,
  );
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  useScreenMeta(user ? { trail: [{ label: name, href: `/setting/users/details/${user.id}` }] } : {});
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingUserEdit')} description={name || undefined} />
      {error && !user ? (
        <EmptyState
          variant="error"
          title={error.status === 404 ? t('notFound') : error.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')}
          action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>}
        />
      ) : user ? (
        <Form key={user.id} user={user} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </>
  );
}

import { isBlank, issue, validateEmail, validateFirstName, validateUrl, type ValidationIssue } from '@arms/domain';
import { Button, Switch, TextArea, TextField, useArmsForm } from '@arms/ui';
import { useEffect, useState, type CSSProperties } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { UnsavedChangesPrompt } from '../../forms/UnsavedChangesPrompt';
import { useEntityStrings } from './strings';

export interface EntityValues {
  name: string;
  description: string;
  address: string;
  postalCode: string;
  phone: string;
  website: string;
  workingHour: string;
  benefits: string;
  protocol: string;
  active: boolean;
  manager: { firstName: string; lastName: string; email: string; designation: string; tel: string; mobile: string };
}

export const emptyEntity: EntityValues = {
  name: '',
  description: '',
  address: '',
  postalCode: '',
  phone: '',
  website: '',
  workingHour: '',
  benefits: '',
  protocol: '',
  active: true,
  manager: { firstName: '', lastName: '', email: '', designation: '', tel: '', mobile: '' },
};

/** Section 5's rules of a hiring entity; with `withManager`, its first hiring manager's too. */
export function entityRules(values: EntityValues, withManager: boolean): ValidationIssue[] {
  return [
    ...(isBlank(values.name) ? [issue('name', 'domain.validation.required.name')] : []),
    ...validateUrl(values.website, 'website'),
    ...(withManager
      ? [
          ...validateFirstName(values.manager.firstName, 'manager.firstName'),
          ...(isBlank(values.manager.email) ? [] : validateEmail(values.manager.email, 'manager.email')),
        ]
      : []),
  ];
}

/** The entity's fields as the API takes them: blank text is stored as no value. */
export function entityBody(values: EntityValues) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    description: text(values.description),
    address: text(values.address),
    postalCode: text(values.postalCode),
    phone: text(values.phone),
    website: text(values.website),
    workingHour: text(values.workingHour),
    benefits: text(values.benefits),
    protocol: text(values.protocol),
    status: values.active ? (1 as const) : (0 as const),
  };
}

const grid: CSSProperties = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
};
const section: CSSProperties = { border: 0, padding: 0, margin: '0 0 24px', minWidth: 0 };
const legend: CSSProperties = { fontWeight: 600, fontSize: '1.125rem', marginBottom: 12, padding: 0 };

/**
 * The create and edit form of a hiring entity (spec sections 3 and 5). On create it also takes the first
 * hiring manager, saved with the entity in one request. Leaving with unsaved changes asks first.
 */
export function EntityForm({
  defaultValues,
  withManager,
  submitLabel,
  successMessage,
  onSave,
  cancelTo,
}: {
  defaultValues: EntityValues;
  withManager: boolean;
  submitLabel: string;
  successMessage: string;
  /** Saves the values and answers the id of the hiring entity to open afterwards. */
  onSave: (values: EntityValues) => Promise<number>;
  cancelTo: string;
}) {
  const { t } = useEntityStrings();
  const navigate = useNavigate();
  const [savedId, setSavedId] = useState<number>();
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<EntityValues>({
    defaultValues,
    validate: (values) => entityRules(values, withManager),
    successMessage,
  });
  // Navigates once the saved state has rendered, so the unsaved-changes prompt no longer blocks it.
  useEffect(() => {
    if (savedId !== undefined) navigate(`/hiring-entities/details/${savedId}`, { replace: true });
  }, [savedId, navigate]);

  return (
    <form noValidate onSubmit={onSubmit(async (values) => setSavedId(await onSave(values)))}>
      <UnsavedChangesPrompt
        dirty={form.formState.isDirty && !form.formState.isSubmitSuccessful && savedId === undefined}
      />
      <fieldset style={section}>
        <legend style={legend}>{t('form.details')}</legend>
        <div style={grid}>
          <TextField label={t('field.name')} required error={errorOf('name')} {...form.register('name')} />
          <TextField label={t('field.website')} type="url" error={errorOf('website')} {...form.register('website')} />
          <TextField label={t('field.address')} {...form.register('address')} />
          <TextField label={t('field.postalCode')} {...form.register('postalCode')} />
          <TextField label={t('field.phone')} type="tel" {...form.register('phone')} />
          <TextField label={t('field.workingHour')} {...form.register('workingHour')} />
        </div>
        <div style={{ ...grid, marginTop: 16 }}>
          <TextArea label={t('field.description')} rows={4} {...form.register('description')} />
          <TextArea label={t('field.benefits')} rows={4} {...form.register('benefits')} />
          <TextArea label={t('field.protocol')} rows={4} {...form.register('protocol')} />
        </div>
        {!withManager && (
          <div style={{ marginTop: 16 }}>
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <Switch
                  label={t('field.active')}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  ref={field.ref}
                />
              )}
            />
          </div>
        )}
      </fieldset>
      {withManager && (
        <fieldset style={section}>
          <legend style={legend}>{t('manager.first')}</legend>
          <p style={{ marginTop: 0 }}>{t('manager.firstIntro')}</p>
          <div style={grid}>
            <TextField
              label={t('manager.firstName')}
              required
              error={errorOf('manager.firstName')}
              {...form.register('manager.firstName')}
            />
            <TextField label={t('manager.lastName')} {...form.register('manager.lastName')} />
            <TextField
              label={t('manager.email')}
              type="email"
              error={errorOf('manager.email')}
              {...form.register('manager.email')}
            />
            <TextField label={t('manager.designation')} {...form.register('manager.designation')} />
            <TextField label={t('manager.tel')} type="tel" {...form.register('manager.tel')} />
            <TextField label={t('manager.mobile')} type="tel" {...form.register('manager.mobile')} />
          </div>
        </fieldset>
      )}
      {formError && <p role="alert">{formError}</p>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button type="submit" variant="primary" disabled={sending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={() => navigate(cancelTo)}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}

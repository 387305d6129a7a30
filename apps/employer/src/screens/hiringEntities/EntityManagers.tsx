import { ApiError, useArmsMutation, useArmsQuery, type components } from '@arms/api-client';
import { isBlank, messageFor, validateEmail, validateFirstName } from '@arms/domain';
import { Button, EmptyState, Modal, TextField, useArmsForm, useToast } from '@arms/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityStrings } from './strings';

type Manager = components['schemas']['HiringManager'];
interface Values {
  firstName: string;
  lastName: string;
  email: string;
  designation: string;
  tel: string;
  mobile: string;
}
const blank: Values = { firstName: '', lastName: '', email: '', designation: '', tel: '', mobile: '' };
/** The catalogue message of a failed call, in the interface language. */
export const messageOf = (failure: unknown, lang: 'en' | 'vn') =>
  failure instanceof ApiError ? failure.localizedMessage(lang) : messageFor('UNKNOWN_ERROR', lang);
const text = (value: string) => (value.trim() === '' ? null : value.trim());

function AddManager({
  departmentId,
  open,
  onOpenChange,
}: {
  departmentId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useEntityStrings();
  const add = useArmsMutation('post', '/departments/{id}/contacts', { invalidates: [`/departments/{id}/contacts`] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: blank,
    validate: (v) => [...validateFirstName(v.firstName), ...(isBlank(v.email) ? [] : validateEmail(v.email))],
    successMessage: t('manager.added'),
  });
  const close = () => {
    form.reset(blank);
    onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={t('manager.add')}>
      <form
        noValidate
        onSubmit={onSubmit(async (v) => {
          await add.trigger({
            params: { path: { id: departmentId } },
            body: {
              firstName: v.firstName.trim(),
              lastName: v.lastName.trim(),
              email: text(v.email),
              designation: text(v.designation),
              tel: text(v.tel),
              mobile: text(v.mobile),
            },
          });
          close();
        })}
        style={{ display: 'grid', gap: 12 }}
      >
        <TextField
          label={t('manager.firstName')}
          required
          error={errorOf('firstName')}
          {...form.register('firstName')}
        />
        <TextField label={t('manager.lastName')} {...form.register('lastName')} />
        <TextField label={t('manager.email')} type="email" error={errorOf('email')} {...form.register('email')} />
        <TextField label={t('manager.designation')} {...form.register('designation')} />
        <TextField label={t('manager.tel')} type="tel" {...form.register('tel')} />
        <TextField label={t('manager.mobile')} type="tel" {...form.register('mobile')} />
        {formError && <p role="alert">{formError}</p>}
        <Modal.Actions>
          <Button variant="secondary" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={sending}>
            {t('manager.add')}
          </Button>
        </Modal.Actions>
      </form>
    </Modal>
  );
}

/** A hiring entity's hiring managers and contacts: add one, activate or deactivate one. */
export function EntityManagers({ departmentId }: { departmentId: number }) {
  const { t } = useEntityStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const list = useArmsQuery('/departments/{id}/contacts', { params: { path: { id: departmentId } } });
  const setStatus = useArmsMutation('patch', '/department-contacts/{id}', {
    invalidates: ['/departments/{id}/contacts'],
  });
  const toggle = async (m: Manager) => {
    try {
      await setStatus.trigger({ params: { path: { id: m.id } }, body: { status: m.status === 1 ? 0 : 1 } });
      toast.success(t('manager.updated'));
    } catch (failure) {
      toast.show({ variant: 'error', message: messageOf(failure, lang) });
    }
  };

  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <Button variant="secondary" leadingIcon={<Plus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('manager.add')}
        </Button>
      </div>
      {list.error ? (
        <div role="alert">
          <p>{list.error.localizedMessage(lang)}</p>
          <Button variant="secondary" onClick={() => void list.reload()}>
            {t('detail.retry')}
          </Button>
        </div>
      ) : !list.data ? (
        <p aria-busy="true">…</p>
      ) : list.data.length === 0 ? (
        <EmptyState description={t('manager.none')} />
      ) : (
        <ul
          aria-label={t('manager.caption')}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          }}
        >
          {list.data.map((m) => (
            <li
              key={m.id}
              style={{
                border: '1px solid var(--arms-color-border)',
                borderRadius: 8,
                padding: 16,
                background: 'var(--arms-color-surface)',
                minWidth: 0,
                overflowWrap: 'anywhere',
              }}
            >
              <p style={{ margin: 0, fontWeight: 600 }}>{m.name}</p>
              {m.designation && <p style={{ margin: 0 }}>{m.designation}</p>}
              {m.email && (
                <p style={{ margin: '4px 0 0' }}>
                  <a href={`mailto:${m.email}`}>{m.email}</a>
                </p>
              )}
              {(m.mobile || m.tel) && <p style={{ margin: 0 }}>{[m.mobile, m.tel].filter(Boolean).join(' · ')}</p>}
              <p style={{ margin: '8px 0' }}>{m.status === 1 ? t('status.active') : t('status.inactive')}</p>
              <Button
                size="sm"
                variant="secondary"
                aria-label={
                  m.status === 1 ? t('manager.deactivate', { name: m.name }) : t('manager.activate', { name: m.name })
                }
                onClick={() => void toggle(m)}
              >
                {m.status === 1 ? t('manager.deactivateShort') : t('manager.activateShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddManager departmentId={departmentId} open={adding} onOpenChange={setAdding} />
    </>
  );
}

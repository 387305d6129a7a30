import { useArmsMutation, type components } from '@arms/api-client';
import { Button, ConfirmDialog, PageHeader, useScreenMeta, useToast } from '@arms/ui';
import { Pencil } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../shell/content';
import { CompanyStatusTag } from './CompaniesList';
import { CompanyCredits } from './CompanyCredits';
import { CompanyLogo } from './CompanyLogo';
import { statusOf, useCompanyStrings } from './strings';
import { CompanyLoadFailed, useCompany } from './useCompany';

type Company = components['schemas']['Company'];

const card: CSSProperties = {
  border: '1px solid var(--arms-color-border)',
  borderRadius: 'var(--arms-radius-md)',
  background: 'var(--arms-color-surface)',
  padding: 'var(--arms-space-4)',
  minWidth: 0,
};
/** The catalogue message of a failed call, in the interface language. */

const heading: CSSProperties = { fontSize: '1.25rem', margin: '0 0 12px' };

function Fields({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  const { t } = useCompanyStrings();
  return (
    <dl
      style={{
        display: 'grid',
        gap: '12px 24px',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
        margin: 0,
      }}
    >
      {items.map(([label, value]) => (
        <div key={label} style={{ minWidth: 0 }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value === null || value === '' ? (
              <span style={{ color: 'var(--arms-color-text-muted)' }}>{t('detail.notSet')}</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Suspends or activates the company; suspending warns first that its staff can no longer sign in. */
function StatusAction({ company }: { company: Company }) {
  const { t } = useCompanyStrings();
  const toast = useToast();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const [open, setOpen] = useState(false);
  const status = statusOf(company.status);
  const suspend = useArmsMutation('post', '/companies/{id}/suspend', { invalidates: ['/companies'] });
  const activate = useArmsMutation('post', '/companies/{id}/activate', { invalidates: ['/companies'] });
  const suspending = status === 1;
  const name = company.name;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      variant={suspending ? 'danger' : 'default'}
      title={suspending ? t('state.suspendTitle', { name }) : t('state.activateTitle', { name })}
      message={suspending ? t('state.suspendWarning', { name }) : t('state.activateText')}
      confirmLabel={suspending ? t('state.suspendConfirm') : t('state.activateConfirm')}
      cancelLabel={t('form.cancel')}
      onConfirm={async () => {
        const params = { params: { path: { id: company.id } } };
        try {
          if (suspending) await suspend.trigger(params);
          else await activate.trigger(params);
        } catch (failure) {
          toast.show({ variant: 'error', message: messageOf(failure, lang) });
          throw failure;
        }
        toast.success(suspending ? t('state.suspended', { name }) : t('state.activated', { name }));
      }}
      trigger={
        <Button variant={suspending ? 'danger' : 'primary'}>
          {suspending ? t('state.suspend') : status === 2 ? t('state.approve') : t('state.activate')}
        </Button>
      }
    />
  );
}

/**
 * `/arms/companies/{id}/detail`: one employer for the platform administrator (spec section 2): profile,
 * subscription and flags, logo, credits with their history, and suspend or activate.
 */
export function CompanyDetail() {
  const { t } = useCompanyStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const locale = lang === 'vn' ? 'vi' : 'en';
  const navigate = useNavigate();
  const { valid, found } = useCompany();
  const company = found.data;
  useScreenMeta(company ? { title: company.name } : {});

  if (found.error || !valid) return <CompanyLoadFailed error={found.error} onRetry={() => void found.reload()} />;
  if (!company) return <PageHeader title="…" />;

  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const day = (value: string | null) => (value ? date.format(new Date(value)) : null);
  const status = statusOf(company.status);
  const yesNo = (value: boolean) => (value ? t('detail.yes') : t('detail.no'));
  const start = day(company.subscriptionStart);
  const end = day(company.subscriptionEnd);
  const subscription =
    start && end
      ? t('detail.fromUntil', { start, end })
      : start
        ? t('detail.fromOnly', { date: start })
        : end
          ? t('detail.untilOnly', { date: end })
          : t('detail.noDates');

  return (
    <>
      <PageHeader
        title={company.name}
        description={<CompanyStatusTag status={company.status} />}
        actions={
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <Button
              variant="secondary"
              leadingIcon={<Pencil size={16} aria-hidden />}
              onClick={() => navigate(`/arms/companies/${company.id}/edit`)}
            >
              {t('detail.edit')}
            </Button>
            <StatusAction company={company} />
          </div>
        }
      />
      {status !== 1 && (
        <p
          role="note"
          style={{
            ...card,
            margin: '0 0 24px',
            background: 'var(--arms-color-danger-subtle)',
            borderColor: 'var(--arms-color-danger)',
          }}
        >
          {status === 0 ? t('state.suspendedNote') : t('state.pendingNote')}
        </p>
      )}
      <div style={{ display: 'grid', gap: 24 }}>
        <section aria-labelledby="company-profile" style={card}>
          <h2 id="company-profile" style={heading}>
            {t('detail.profile')}
          </h2>
          <Fields
            items={[
              [t('field.registrationNumber'), company.registrationNumber],
              [t('field.agencyNumber'), company.agencyNumber],
              [
                t('field.website'),
                company.website && /^https?:\/\//i.test(company.website) ? (
                  <a href={company.website} target="_blank" rel="noreferrer noopener">
                    {company.website}
                  </a>
                ) : (
                  company.website
                ),
              ],
              [t('field.email'), company.email],
              [t('field.phone'), company.phone],
              [t('field.address'), company.address],
              [t('field.companyUrl'), company.companyUrl],
              [t('field.createdAt'), day(company.createdAt)],
            ]}
          />
        </section>
        <section aria-labelledby="company-plan" style={card}>
          <h2 id="company-plan" style={heading}>
            {t('form.plan')}
          </h2>
          <Fields
            items={[
              [t('field.subscription'), subscription],
              [t('field.canPost'), company.isView ? t('detail.postingOk') : t('detail.postingNo')],
              [t('field.featured'), yesNo(company.featured)],
              [t('field.anonymousPosting'), yesNo(company.anonymousPosting)],
            ]}
          />
        </section>
        <section aria-labelledby="company-credits" style={card}>
          <h2 id="company-credits" style={heading}>
            {t('credits.title')}
          </h2>
          <CompanyCredits company={company} />
        </section>
        <section aria-labelledby="company-logo" style={card}>
          <h2 id="company-logo" style={heading}>
            {t('logo.title')}
          </h2>
          <CompanyLogo company={company} onSaved={() => found.reload()} />
        </section>
      </div>
    </>
  );
}

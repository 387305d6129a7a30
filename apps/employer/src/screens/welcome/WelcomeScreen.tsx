import { useArmsQuery, useSession } from '@arms/api-client';
import { canOpenSetupStep, setupSteps } from '@arms/domain';
import { Button, PageHeader } from '@arms/ui';
import { CheckCircle2, ChevronRight, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useWelcomeStrings } from './strings';

/**
 * `/welcome`: the six setup steps of a new company (spec section 2, `@arms/domain`'s `setupSteps`), each
 * linking to its screen when the user may open it, with its done state from `GET /companies/setup-progress`
 * (docs/decisions/0113).
 */
export function WelcomeScreen() {
  const { t } = useWelcomeStrings();
  const { t: tEmployer, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const state = useSession();
  const progress = useArmsQuery('/companies/setup-progress', {});
  if (state.status !== 'authenticated') return null;
  const user = state.user;
  const answer = progress.data;
  const doneCount = answer ? setupSteps.filter((step) => answer[step.id]).length : 0;

  return (
    <>
      <PageHeader
        title={t('title', { name: user.firstName || user.email })}
        description={user.company ? t('intro', { company: user.company.name }) : t('introNoCompany')}
      />
      {progress.error ? (
        <div role="alert" style={{ marginBottom: 16 }}>
          <p>
            {t('loadError')} {progress.error.localizedMessage(lang)}
          </p>
          <Button variant="secondary" onClick={() => void progress.reload()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <p aria-live="polite" style={{ fontWeight: 600 }}>
          {progress.data
            ? doneCount === setupSteps.length
              ? t('allDone')
              : t('progress', { done: doneCount, total: setupSteps.length })
            : '\u00a0'}
        </p>
      )}
      <ol
        aria-label={t('stepsLabel')}
        style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12, maxWidth: 720 }}
      >
        {setupSteps.map((step, index) => {
          const done = progress.data?.[step.id];
          const label = tEmployer(step.labelKey);
          const status = done === undefined ? t('unknown') : done ? t('done') : t('todo');
          const open = canOpenSetupStep(user, step.id);
          const body = (
            <>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-flex',
                  color: done ? 'var(--arms-color-success)' : 'var(--arms-color-text-muted)',
                }}
              >
                {done ? <CheckCircle2 size={24} /> : <Circle size={24} />}
              </span>
              <span style={{ flex: 1, minWidth: 0 }}>
                <span style={{ display: 'block', fontWeight: 600 }}>
                  {index + 1}. {label}
                </span>
                <span style={{ display: 'block', fontSize: '0.875rem' }}>
                  {progress.isLoading ? '\u00a0' : status}
                  {!open && ` · ${t('noAccess')}`}
                </span>
              </span>
              {open && <ChevronRight size={20} aria-hidden />}
            </>
          );
          const box = {
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: 16,
            border: '1px solid var(--arms-color-border)',
            borderRadius: 8,
            background: 'var(--arms-color-surface)',
            color: 'inherit',
            textDecoration: 'none',
          } as const;
          return (
            <li key={step.id} data-step={step.id} data-done={done === undefined ? undefined : String(done)}>
              {open ? (
                <Link to={step.path} style={box}>
                  {body}
                </Link>
              ) : (
                <div style={box}>{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}

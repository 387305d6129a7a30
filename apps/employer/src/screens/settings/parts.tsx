import { Button, EmptyState, type ListState } from '@arms/ui';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { StatusFilter } from '../../shell/ListParts';
import { useCompanyStrings } from './companyStrings';

/** A settings section: a bordered card with a short heading (SCREENS.md forms). */
export const Card = styled.section`
  border: 1px solid var(--arms-color-border);
  border-radius: 8px;
  padding: 16px;
  margin: 0 0 16px;
  max-width: 760px;
  min-width: 0;
  h2 {
    font-size: 1rem;
    margin: 0 0 12px;
  }
`;

/** Skeleton cards while a settings page loads, announced once as a status. */
export function LoadingCards({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      {[0, 1].map((i) => (
        <Card key={i} aria-hidden>
          <div style={{ height: 16, width: '40%', background: 'var(--arms-color-border)', borderRadius: 4 }} />
          <div
            style={{ height: 72, marginTop: 12, background: 'var(--arms-color-border)', borderRadius: 4, opacity: 0.5 }}
          />
        </Card>
      ))}
    </div>
  );
}

/** A settings page that failed to load: the server's message and "Try again". */
function Failure({ error, reload }: { error: { localizedMessage(lang: 'en' | 'vn'): string }; reload: () => void }) {
  const { t, i18n } = useCompanyStrings();
  return (
    <EmptyState
      variant="error"
      title={error.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')}
      action={<Button onClick={reload}>{t('tryAgain')}</Button>}
    />
  );
}

/** A settings page's data once loaded: the failure with "Try again", the skeleton cards, or `children` of it. */
export function Loaded<T>({
  data,
  error,
  reload,
  children,
}: {
  data: T | undefined;
  error?: { localizedMessage(lang: 'en' | 'vn'): string } | null;
  reload: () => unknown;
  children: (data: T) => ReactNode;
}) {
  const { t } = useCompanyStrings();
  if (error && !data) return <Failure error={error} reload={() => void reload()} />;
  if (!data) return <LoadingCards label={t('loading')} />;
  return children(data);
}

/** The end of a settings form: the form's error (an alert), then save and cancel. */
export function FormFooter({
  formError,
  sending,
  submitLabel,
  cancelLabel,
  onCancel,
  inGrid = false,
  spaced = false,
}: {
  formError?: string | null;
  sending: boolean;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** The form lays its parts out in a grid with gaps: the error keeps no margin of its own. */
  inGrid?: boolean;
  /** Leave space above the buttons. */
  spaced?: boolean;
}) {
  return (
    <>
      {formError && (
        <p role="alert" style={{ color: 'var(--arms-color-danger)', ...(inGrid ? { margin: 0 } : {}) }}>
          {formError}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, ...(spaced ? { marginTop: 16 } : {}), flexWrap: 'wrap' }}>
        <Button type="submit" variant="primary" disabled={sending} loading={sending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}

/** The active / suspended filter of the company's own lists and source channels. */
export function CompanyStatusFilter({ list }: { list: ListState }) {
  const { t } = useCompanyStrings();
  return (
    <StatusFilter
      list={list}
      label={t('status')}
      allLabel={t('lists.allStatuses')}
      activeLabel={t('active')}
      suspendedLabel={t('suspended')}
    />
  );
}

/** The "Edit" action in a settings page's header, opening `to`. */
export function EditAction({ to }: { to: string }) {
  const { t } = useCompanyStrings();
  const navigate = useNavigate();
  return (
    <Button variant="primary" leadingIcon={<Pencil aria-hidden size={16} />} onClick={() => navigate(to)}>
      {t('edit')}
    </Button>
  );
}

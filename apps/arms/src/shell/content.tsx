import { ApiError } from '@arms/api-client';
import { messageFor } from '@arms/domain';
import { Button, defineNamespace, EmptyState, VisuallyHidden } from '@arms/ui';
import { useTranslation } from 'react-i18next';

/** Words every content and list screen of the administration portal (CMS, SEO, emails, documents) shares. */
export const useContentStrings = defineNamespace('admContent', {
  en: {
    loading: 'Loading…',
    tryAgain: 'Try again',
    loadFailed: 'This could not be loaded',
    unsaved: 'You have unsaved changes.',
  },
  vn: {
    loading: 'Đang tải…',
    tryAgain: 'Thử lại',
    loadFailed: 'Không thể tải nội dung này',
    unsaved: 'Bạn có thay đổi chưa lưu.',
  },
});

/** The calendar locale of the interface language (`vn` is Vietnamese, `vi` to Intl). */
export const localeOf = (lang: string) => (lang === 'vn' ? 'vi' : 'en');

/** The interface language as the catalogue knows it, and the locale for dates and numbers. */
export function useLang() {
  const { i18n } = useTranslation();
  const lang: 'en' | 'vn' = i18n.language === 'vn' ? 'vn' : 'en';
  return { lang, locale: localeOf(lang) };
}

/** The catalogue message of a failed call, in the interface language (spec section 8). */
export const messageOf = (failure: unknown, lang: 'en' | 'vn') =>
  failure instanceof ApiError ? failure.localizedMessage(lang) : messageFor('UNKNOWN_ERROR', lang);

/**
 * A load that failed: the catalogue message and Try again; its heading one level under the section's.
 * A screen with words of its own for the heading and the button passes them.
 */
export function LoadFailed({
  error,
  onRetry,
  headingLevel = 2,
  title,
  retryLabel,
}: {
  error: unknown;
  onRetry: () => void;
  headingLevel?: 2 | 3;
  /** @default "This could not be loaded" */
  title?: string;
  /** @default "Try again" */
  retryLabel?: string;
}) {
  const { t } = useContentStrings();
  const { lang } = useLang();
  return (
    <EmptyState
      variant="error"
      headingLevel={headingLevel}
      title={title ?? t('loadFailed')}
      description={messageOf(error, lang)}
      action={
        <Button variant="primary" onClick={onRetry}>
          {retryLabel ?? t('tryAgain')}
        </Button>
      }
    />
  );
}

/** A block of content that is still loading, announced to assistive technology. */
export function Loading({ lines = 3 }: { lines?: number }) {
  const { t } = useContentStrings();
  return (
    <div role="status" aria-busy="true" style={{ display: 'grid', gap: 12 }}>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          aria-hidden
          style={{
            height: i === 0 ? 36 : 20,
            width: i === lines - 1 ? '60%' : '100%',
            borderRadius: 6,
            background: 'var(--arms-color-surface-sunken)',
          }}
        />
      ))}
    </div>
  );
}

/**
 * The end of a drawer's form (CMS items, SEO entries, documents): the form's error, announced, then Save and
 * Cancel.
 */
export function DrawerFormEnd({
  formError,
  sending,
  saveLabel,
  cancelLabel,
  onCancel,
}: {
  formError: string | null | undefined;
  sending: boolean;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {formError && (
        <p role="alert" style={{ margin: 0, color: 'var(--arms-color-danger)' }}>
          {formError}
        </p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button type="submit" variant="primary" disabled={sending}>
          {saveLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}

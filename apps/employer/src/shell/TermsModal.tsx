import { useArmsClient, useArmsQuery } from '@arms/api-client';
import { Button, Modal } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/**
 * The terms-of-use modal (spec section 2): blocks the portal until the user accepts the operator's terms
 * (the CMS `term-of-use` block); accepting records `acceptTermDate`. Declining signs the user out.
 */
export function TermsModal({ onAccept }: { onAccept: () => Promise<void> }) {
  const { t } = useTranslation('employer');
  const { session } = useArmsClient();
  const navigate = useNavigate();
  const { data, isLoading } = useArmsQuery('/cms/{id}', { params: { path: { id: 'term-of-use' } } });
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Modal
      open
      dismissible={false}
      hideCloseButton
      title={t('terms.title')}
      description={t('terms.intro')}
      size="lg"
      role="alertdialog"
    >
      <div>
        {isLoading ? (
          <p role="status">{t('loading')}</p>
        ) : data?.content ? (
          // CMS content is sanitised by the API when saved (docs/decisions/0045).
          <div dangerouslySetInnerHTML={{ __html: data.content }} />
        ) : (
          <p>{t('terms.fallback')}</p>
        )}
      </div>
      {failed && <p role="alert">{t('terms.failed')}</p>}
      <Modal.Actions>
        <Button
          onClick={() => {
            void session.logout().then(() => navigate('/login', { replace: true }));
          }}
        >
          {t('terms.decline')}
        </Button>
        <Button
          variant="primary"
          disabled={sending}
          onClick={async () => {
            setSending(true);
            setFailed(false);
            try {
              await onAccept();
            } catch {
              setFailed(true);
            } finally {
              setSending(false);
            }
          }}
        >
          {t('terms.accept')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

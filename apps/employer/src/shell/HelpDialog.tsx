import { useArmsQuery } from '@arms/api-client';
import { Button, Modal } from '@arms/ui';
import { useTranslation } from 'react-i18next';

/**
 * Help/FAQ of the side menu (spec section 2): the platform's help page, the CMS `help` block the operator
 * writes in /arms/cms/portal (sanitised on save by the API), shown over the current screen.
 */
export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('employer');
  const { data, error, isLoading } = useArmsQuery('/cms/{id}', open ? { params: { path: { id: 'help' } } } : null);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('domain.menu.help')} size="lg">
      {isLoading ? (
        <p role="status">{t('loading')}</p>
      ) : error || !data?.content ? (
        <p>{t('help.empty')}</p>
      ) : (
        // The API sanitises CMS content when it is saved (docs/decisions/0045).
        <div dangerouslySetInnerHTML={{ __html: data.content }} />
      )}
      <Modal.Actions>
        <Button onClick={() => onOpenChange(false)}>{t('close')}</Button>
      </Modal.Actions>
    </Modal>
  );
}

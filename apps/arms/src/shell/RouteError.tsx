import { Button, PlainLayout } from '@arms/ui';
import { useTranslation } from 'react-i18next';

/**
 * When a screen's code cannot be loaded (a new version was deployed, or the network dropped) or a screen
 * fails: a plain page that says so and reloads, instead of a blank one.
 */
export function RouteError() {
  const { t } = useTranslation('arms');
  return (
    <PlainLayout brand={t('brand')} title={t('routeError.title')}>
      <p>{t('routeError.body')}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </PlainLayout>
  );
}

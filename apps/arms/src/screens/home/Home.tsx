import { useSession } from '@arms/api-client';
import { adminMenu, filterMenu, type MenuItem } from '@arms/domain';
import { PageHeader } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

function links(items: readonly MenuItem[]): { key: string; path: string; labelKey: string }[] {
  return items.flatMap((item) =>
    item.kind === 'group' ? links(item.children) : item.kind === 'link' && item.path !== '/arms' ? [item] : [],
  );
}

/** `/arms`: the administration portal's home (spec section 2): every area the platform administrator runs. */
export function Home() {
  const { t } = useTranslation('arms');
  const state = useSession();
  if (state.status !== 'authenticated') return null;
  return (
    <>
      <PageHeader title={t('home.title')} description={t('home.signedInAs', { email: state.user.email })} />
      <ul style={{ columns: '16rem', margin: 0, paddingInlineStart: 18 }}>
        {links(filterMenu(adminMenu, state.user).items).map((link) => (
          <li key={link.key}>
            <Link to={link.path}>{t(link.labelKey)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

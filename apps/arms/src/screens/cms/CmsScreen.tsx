import { cmsPageKinds, type CmsPageKind } from '@arms/domain';
import { PageHeader, Select, mobileQuery } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BlockEditor } from './BlockEditor';
import { CollectionEditor, type CollectionKind } from './CollectionEditor';
import { ContactMessages } from './ContactMessages';
import { useCmsStrings } from './strings';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 240px) minmax(0, 1fr);
  gap: var(--arms-space-5);
  align-items: start;
  ${mobileQuery} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Pages = styled.nav`
  ${mobileQuery} {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
  a {
    display: block;
    padding: var(--arms-space-2) var(--arms-space-3);
    border-radius: var(--arms-radius-md);
    color: var(--arms-color-text);
    text-decoration: none;
  }
  a:hover {
    background: var(--arms-color-surface-sunken);
  }
  a[aria-current='page'] {
    background: var(--arms-color-primary-subtle);
    color: var(--arms-color-primary);
    font-weight: var(--arms-font-weight-bold);
  }
`;

const PhonePicker = styled.div`
  display: none;
  ${mobileQuery} {
    display: block;
  }
`;

const Panel = styled.section`
  min-width: 0;
  background: var(--arms-color-surface);
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-lg);
  padding: var(--arms-space-5);
  ${mobileQuery} {
    padding: var(--arms-space-4);
  }
  h2 {
    margin: 0 0 var(--arms-space-4);
    font-size: var(--arms-font-size-xl);
  }
`;

/**
 * `/arms/cms/portal`: the sixteen CMS pages of section 2. The chosen page is in the URL (`?page=`); a
 * single-content page is edited in place, a collection page lists its items, Contact Us its messages.
 */
export function CmsScreen() {
  const { t } = useCmsStrings();
  const { t: tArms } = useTranslation('arms');
  const [params, setParams] = useSearchParams();
  const current: CmsPageKind = cmsPageKinds.find((page) => page.id === params.get('page')) ?? cmsPageKinds[0];
  const title = t(`page.${current.id}`);
  const choose = (id: string) => setParams(new URLSearchParams({ page: id }));

  return (
    <>
      <PageHeader title={tArms('domain.menu.armsCms')} description={t('description')} />
      <Layout>
        <Pages aria-label={t('pages')}>
          <ul>
            {cmsPageKinds.map((page) => (
              <li key={page.id}>
                <Link to={`?page=${page.id}`} aria-current={page.id === current.id ? 'page' : undefined}>
                  {t(`page.${page.id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </Pages>
        <PhonePicker>
          <Select
            label={t('pages')}
            options={cmsPageKinds.map((page) => ({ value: page.id as string, label: t(`page.${page.id}`) }))}
            value={current.id}
            onValueChange={(value) => value && choose(value)}
          />
        </PhonePicker>
        <Panel aria-labelledby="cms-page-title">
          <h2 id="cms-page-title">{title}</h2>
          {current.store === 'block' ? (
            <BlockEditor key={current.id} id={current.id} pageTitle={title} />
          ) : current.id === 'contact-us' ? (
            <ContactMessages />
          ) : (
            <CollectionEditor key={current.id} kind={current.id as CollectionKind} pageTitle={title} />
          )}
        </Panel>
      </Layout>
    </>
  );
}

import { useMemo } from 'react';
import { ApiContext, createApi, type CandidateApi } from './api/api';
import { Layout, useTitle } from './components/Layout';
import { LangProvider, useLang } from './i18n/i18n';
import type { Lang } from './strings';
import { FeedbackPage } from './pages/FeedbackPage';
import { InvitationPage } from './pages/InvitationPage';

/** The page a location names (spec section 2, candidate portal host). */
export type Route =
  { page: 'invitation'; jobId: number; token: string } | { page: 'feedback'; token: string } | { page: 'landing' };

/** Reads the route from a path and query; the two pages need a token, else the landing page. */
export function routeOf(pathname: string, search: string): Route {
  const token = new URLSearchParams(search).get('token') ?? '';
  const invitation = /^\/invitation-to-apply\/(\d{1,9})\/?$/.exec(pathname);
  if (invitation && token) return { page: 'invitation', jobId: Number(invitation[1]), token };
  if (/^\/nominate-feedback\/?$/.test(pathname) && token) return { page: 'feedback', token };
  return { page: 'landing' };
}

function Landing() {
  const { s } = useLang();
  useTitle(s.landing.title);
  return (
    <section className="panel">
      <h1>{s.landing.title}</h1>
      <p>{s.landing.body}</p>
      <p>{s.landing.expiry}</p>
    </section>
  );
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'invitation':
      return <InvitationPage jobId={route.jobId} token={route.token} />;
    case 'feedback':
      return <FeedbackPage token={route.token} />;
    case 'landing':
      return <Landing />;
  }
}

/**
 * The candidate site: two pages reached from emails, on phones first. No router, no styled-components,
 * no i18next: the whole site fits the 100 kB budget (docs/decisions/0161).
 */
export function App({ route, api, lang }: { route: Route; api?: CandidateApi; lang?: Lang }) {
  const client = useMemo(() => api ?? createApi(), [api]);
  return (
    <LangProvider lang={lang}>
      <ApiContext.Provider value={client}>
        <Layout>
          <Page route={route} />
        </Layout>
      </ApiContext.Provider>
    </LangProvider>
  );
}

import type { RequestHandler } from 'msw';
import { useMemo } from 'react';
import { App, type Route } from '../App';
import { createApi } from '../api/api';
import { mockTransport } from '../api/mocks';
import type { Lang } from '../strings';
import '../styles.css';

/** Stories only: the whole site on one route, answering from typed MSW handlers, in one language. */
export function CandidateStory({ route, handlers, lang }: { route: Route; handlers: RequestHandler[]; lang: Lang }) {
  const api = useMemo(() => createApi(mockTransport(handlers)), [handlers]);
  return (
    <div className="candidate-story">
      <App route={route} api={api} lang={lang} />
    </div>
  );
}

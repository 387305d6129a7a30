import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Result } from '../api/api';
import { Skeleton, useTitle } from '../components/Layout';
import { Problem } from '../components/Problem';
import { useLang } from '../i18n/i18n';
import { useLink, writeDraft, type LinkFailure } from './useLink';

/**
 * A page an email's link opens: the skeleton while the link is read, its problem when it fails ("Try
 * again" when the service was unreachable), else `children` with what it read. `onLinkProblem` shows a
 * problem found later (a send the server refused because of the link).
 */
export function LinkPage<T>({
  read,
  accept,
  link,
  children,
}: {
  read: () => Promise<Result<T>>;
  accept?: (data: T) => boolean;
  link: 'invitation' | 'feedback';
  children: (data: T, onLinkProblem: (failure: LinkFailure) => void) => ReactNode;
}) {
  const { loaded, setLoaded, retry } = useLink(read, accept);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <Problem failure={loaded.failure} link={link} onRetry={retry} />;
  return children(loaded.data, (failure) => setLoaded({ state: 'failed', failure }));
}

function Loading() {
  const { s } = useLang();
  useTitle(s.loading);
  return <Skeleton />;
}

/** What takes a form's place once it is sent: its heading (focused, and the tab's title) and a line. */
export function Done({ title, children }: { title: string; children: ReactNode }) {
  useTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel" data-state="done" aria-labelledby="done-title">
      <h1 id="done-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{children}</p>
    </section>
  );
}

/**
 * A form's send that can be tried again: `failed` after the service could not be reached (the draft
 * stays); `settle` takes the send's result, forgets the draft once sent or once the link itself is
 * refused, and hands a validation failure to `onInvalid`.
 */
export function useRetryingSend(draft: string, onLinkProblem: (failure: LinkFailure) => void) {
  const [failed, setFailed] = useState(false);
  const settle = <T,>(result: Result<T>, onSent: () => void, onInvalid: (fields: Record<string, string>) => void) => {
    if (result.ok) {
      writeDraft(draft, null);
      onSent();
    } else if (result.failure.kind === 'validation') onInvalid(result.failure.fields);
    else if (result.failure.kind === 'unreachable') setFailed(true);
    else {
      writeDraft(draft, null);
      onLinkProblem(result.failure);
    }
  };
  return { failed, setFailed, settle };
}

/** The alert of a failed send and the form's button: "sending", "try again" after a failure, else its label. */
export function SendBar({
  sending,
  failed,
  text,
}: {
  sending: boolean;
  failed: boolean;
  text: { failed: string; retry: string; submit: string };
}) {
  const { s } = useLang();
  return (
    <>
      {failed ? (
        <div className="alert" role="alert">
          <p>{text.failed}</p>
        </div>
      ) : null}
      <div className="actions">
        <button type="submit" className="primary" aria-disabled={sending || undefined}>
          {sending ? s.apply.sending : failed ? text.retry : text.submit}
        </button>
      </div>
    </>
  );
}

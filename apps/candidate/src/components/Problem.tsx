import { useEffect, useRef } from 'react';
import type { Failure } from '../api/api';
import { useLang } from '../i18n/i18n';
import { useTitle } from './Layout';

/** What a link's problem is, in the visitor's language, and what to do next. */
export function Problem({
  failure,
  link,
  onRetry,
}: {
  failure: Exclude<Failure, { kind: 'validation' }>;
  link: 'invitation' | 'feedback';
  onRetry?: () => void;
}) {
  const { s } = useLang();
  const text =
    failure.kind === 'used'
      ? link === 'invitation'
        ? s.problem.appliedAlready
        : s.problem.answeredAlready
      : s.problem[failure.kind];
  useTitle(text.title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [failure.kind]);
  return (
    <section className="panel" data-state={failure.kind} aria-labelledby="problem-title">
      <h1 id="problem-title" ref={heading} tabIndex={-1}>
        {text.title}
      </h1>
      <p>{text.body}</p>
      <p className="next">{text.next}</p>
      {failure.kind === 'unreachable' && onRetry ? (
        <button type="button" className="primary" onClick={onRetry}>
          {s.problem.retry}
        </button>
      ) : null}
    </section>
  );
}

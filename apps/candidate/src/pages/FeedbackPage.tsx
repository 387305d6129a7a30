import { candidateFeedbackActions } from '@arms/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApi, type FeedbackView } from '../api/api';
import { FieldError } from '../components/Field';
import { useTitle } from '../components/Layout';
import { useLang } from '../i18n/i18n';
import { fill } from '../strings';
import { Done, LinkPage, SendBar, useRetryingSend } from './LinkPage';
import { draftKey, readDraft, writeDraft, type LinkFailure } from './useLink';

type Draft = { action: string; comment: string };
const maxComment = 5000;

/**
 * `nominate-feedback?token=` (spec section 2): the nominated candidate's summary and one of the five
 * feedback actions of section 4 with a comment. The choice and comment survive a failed send.
 */
export function FeedbackPage({ token }: { token: string }) {
  const api = useApi();
  const [answered, setAnswered] = useState<{ action: string; name: string } | null>(null);
  return (
    <LinkPage read={() => api.readFeedback(token)} link="feedback">
      {(view, onLinkProblem) =>
        answered ? (
          <Answered {...answered} />
        ) : (
          <FeedbackForm view={view} token={token} onAnswered={setAnswered} onLinkProblem={onLinkProblem} />
        )
      }
    </LinkPage>
  );
}

function Answered({ action, name }: { action: string; name: string }) {
  const { s } = useLang();
  return (
    <Done title={s.feedback.doneTitle}>
      {fill(s.feedback.doneBody, { action: s.feedback.actions[action] ?? action, name })}
    </Done>
  );
}

function CandidateSummary({ view }: { view: FeedbackView }) {
  const { s } = useLang();
  const { candidate } = view;
  const years = candidate.experienceMonths === null ? null : Math.floor(candidate.experienceMonths / 12);
  return (
    <article className="job" aria-labelledby="candidate-name">
      {/* Decorative: the employer's name is in the line under the candidate's. */}
      {view.logoUrl ? <img className="logo" src={view.logoUrl} alt="" height={40} /> : null}
      <p className="eyebrow">{s.feedback.title}</p>
      <h1 id="candidate-name">{`${candidate.firstName} ${candidate.lastName}`.trim()}</h1>
      <p className="employer">
        {fill(s.feedback.nominatedFor, { position: view.position, company: view.companyName })}
      </p>
      <dl className="facts">
        {years !== null ? (
          <div>
            <dt>{s.feedback.experience}</dt>
            <dd>{years < 1 ? s.feedback.lessThanYear : fill(s.feedback.years, { count: years })}</dd>
          </div>
        ) : null}
        {candidate.availability !== null ? (
          <div>
            <dt>{s.feedback.availability}</dt>
            <dd>
              {candidate.availability === 0
                ? s.feedback.immediately
                : fill(s.feedback.inDays, { count: candidate.availability })}
            </dd>
          </div>
        ) : null}
      </dl>
      {candidate.skills.length > 0 ? (
        <section aria-labelledby="skills-title">
          <h2 id="skills-title">{s.feedback.skills}</h2>
          <ul className="tags">
            {candidate.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.remarks ? (
        <section aria-labelledby="remarks-title">
          <h2 id="remarks-title">{s.feedback.remarks}</h2>
          <p className="prose">{view.remarks}</p>
        </section>
      ) : null}
    </article>
  );
}

function FeedbackForm({
  view,
  token,
  onAnswered,
  onLinkProblem,
}: {
  view: FeedbackView;
  token: string;
  onAnswered: (answer: { action: string; name: string }) => void;
  onLinkProblem: (failure: LinkFailure) => void;
}) {
  const api = useApi();
  const { s } = useLang();
  const name = `${view.candidate.firstName} ${view.candidate.lastName}`.trim();
  useTitle(name);
  const key = draftKey('feedback', token);
  const [draft, setDraft] = useState<Draft>(() => readDraft(key, { action: '', comment: '' }));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { failed, setFailed, settle } = useRetryingSend(key, onLinkProblem);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => writeDraft(key, draft), [key, draft]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!draft.action) {
      setError(s.validation.action);
      form.current?.querySelector<HTMLInputElement>('input[name="action"]')?.focus();
      return;
    }
    setSending(true);
    setFailed(false);
    const comment = draft.comment.trim();
    const result = await api.answerFeedback({
      token,
      action: draft.action as (typeof candidateFeedbackActions.items)[number]['id'],
      ...(comment ? { comment } : {}),
    });
    setSending(false);
    settle(
      result,
      () => onAnswered({ action: draft.action, name }),
      () => setError(s.validation.invalid),
    );
  };

  return (
    <>
      <CandidateSummary view={view} />
      <form ref={form} className="form" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset
          className="choices"
          aria-describedby={error ? 'action-error' : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend>{s.feedback.actionLegend}</legend>
          {candidateFeedbackActions.items.map((item) => (
            <div className="choice" key={item.id}>
              <input
                type="radio"
                id={`action-${item.id}`}
                name="action"
                value={item.id}
                checked={draft.action === item.id}
                onChange={() => {
                  setDraft((d) => ({ ...d, action: item.id }));
                  setError(null);
                }}
              />
              <label htmlFor={`action-${item.id}`}>{s.feedback.actions[item.id]}</label>
            </div>
          ))}
          <FieldError id="action-error">{error}</FieldError>
        </fieldset>
        <div className="field">
          <label htmlFor="comment">{s.feedback.comment}</label>
          <p className="hint" id="comment-hint">
            {s.feedback.commentHint}
          </p>
          <textarea
            id="comment"
            rows={4}
            maxLength={maxComment}
            aria-describedby="comment-hint"
            value={draft.comment}
            onChange={(e) => setDraft((d) => ({ ...d, comment: e.target.value }))}
          />
        </div>
        <SendBar sending={sending} failed={failed} text={s.feedback} />
      </form>
    </>
  );
}

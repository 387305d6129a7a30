import { useArmsMutation, useArmsQuery, useSession } from '@arms/api-client';
import {
  candidateFeedbackActions,
  canTransition,
  interviewModes,
  nextStatuses,
  nominationStatuses,
} from '@arms/domain';
import {
  Avatar,
  Button,
  ConfirmDialog,
  Drawer,
  FileDropzone,
  Select,
  TextArea,
  Tag,
  TextField,
  useToast,
} from '@arms/ui';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormGrid, NativeField } from './fields';
import { InterviewDialog } from './InterviewDialog';
import { NotifyDialog } from './NotifyDialog';
import {
  errorMessage,
  fileSize,
  saveBlob,
  useFileLoader,
  useLang,
  useUploadQueue,
  type Attachment,
  type Interview,
  type Nomination,
} from './shared';
import { useJobDetailStrings } from './strings';
import { interviewQueries, nominationQueries, useNominationMove } from './useNominationMove';

const Body = styled.div`
  display: grid;
  gap: var(--arms-space-5);
  section {
    display: grid;
    gap: var(--arms-space-2);
  }
  h3 {
    margin: 0;
    font-size: var(--arms-font-size-md);
  }
  p {
    margin: 0;
  }
  [data-part='muted'] {
    color: var(--arms-color-text-muted);
    font-size: var(--arms-font-size-sm);
  }
  [data-part='row'] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: var(--arms-space-2);
  }
  [data-part='row'] > :first-child {
    flex: 1 1 180px;
  }
  ul {
    display: grid;
    gap: var(--arms-space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    gap: var(--arms-space-1);
    padding: var(--arms-space-2);
    border: 1px solid var(--arms-color-border);
    border-radius: var(--arms-radius-md);
    overflow-wrap: anywhere;
  }
  [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--arms-space-1);
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: var(--arms-space-3);
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px var(--arms-space-2);
    margin: 0;
    font-size: var(--arms-font-size-sm);
  }
  dt {
    color: var(--arms-color-text-muted);
  }
  dd {
    margin: 0;
  }
`;

/** A nomination in a side panel: the candidate, moves, interview, messages, remarks, consent, costing and documents. */
export function NominationDrawer({
  jobId,
  nominationId,
  onClose,
}: {
  jobId: number;
  nominationId: number;
  onClose: () => void;
}) {
  const s = useJobDetailStrings().t;
  const { lang } = useLang();
  const query = useArmsQuery('/job-resumes/{id}', { params: { path: { id: nominationId } } });
  const n = query.data;
  const name = n ? `${n.resume.firstName} ${n.resume.lastName}` : '…';
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={name} size="lg" closeLabel={s('drawer.close')}>
      {query.error ? (
        <Body>
          <p role="alert">{query.error.localizedMessage(lang) || s('drawer.loadFailed')}</p>
          <Button onClick={() => void query.reload()}>{s('tryAgain')}</Button>
        </Body>
      ) : !n ? (
        <p aria-busy="true">{s('loading')}</p>
      ) : (
        <NominationBody jobId={jobId} nomination={n} />
      )}
    </Drawer>
  );
}

function NominationBody({ jobId, nomination: n }: { jobId: number; nomination: Nomination }) {
  const s = useJobDetailStrings().t;
  const { t, lang, statusLabel, date } = useLang();
  const toast = useToast();
  const { move, element, busy } = useNominationMove();
  const [target, setTarget] = useState<number | null>(null);
  const [interview, setInterview] = useState(false);
  const [notify, setNotify] = useState(false);
  const notShortlisted = useArmsMutation('post', '/not-shortlisted/{id}', { invalidates: nominationQueries });
  const failed = useArmsMutation('post', '/interview-and-failed/{id}', { invalidates: nominationQueries });
  const name = `${n.resume.firstName} ${n.resume.lastName}`;
  const moves = nextStatuses(n.status).map((id) => ({ value: id as number, label: statusLabel(id) }));
  const interviewId = nominationStatuses.idOf.interview;
  const canInterview = n.status === interviewId || canTransition(n.status, interviewId);

  const send = async (call: typeof notShortlisted) => {
    try {
      await call.trigger({ params: { path: { id: n.id } } } as never);
      toast.success(s('drawer.messageSent'));
    } catch (error) {
      toast.error(errorMessage(error, lang, t, statusLabel));
    }
  };

  return (
    <Body>
      <Head>
        <Avatar name={name} alt="" size="lg" />
        <dl>
          <dt>{s('drawer.status')}</dt>
          <dd>
            <strong>{statusLabel(n.status)}</strong>
          </dd>
          <dt>{s('drawer.nominated')}</dt>
          <dd>{date(n.createdAt)}</dd>
          <dt>{s('drawer.source')}</dt>
          <dd>{n.isPortal ? s('table.sourcePortal') : s('table.sourceNominated')}</dd>
        </dl>
      </Head>
      <div data-part="actions">
        <Link to={`/resumes/${n.resumeId}/edit`}>{s('drawer.openResume')}</Link>
        <span aria-hidden="true">·</span>
        <Link to={`/jobs/${jobId}/application/${n.id}/edit`}>{s('drawer.editApplication')}</Link>
      </div>

      <Feedback nominationId={n.id} />

      <section aria-labelledby="nomination-move">
        <h3 id="nomination-move">{s('drawer.moveTo')}</h3>
        {moves.length === 0 ? (
          <p data-part="muted">{s('drawer.noMoves')}</p>
        ) : (
          <div data-part="row">
            <Select
              label={s('drawer.moveLabel')}
              placeholder={s('table.bulkChoose')}
              options={moves}
              value={target}
              onValueChange={setTarget}
            />
            <Button
              variant="primary"
              disabled={!target || busy}
              loading={busy}
              onClick={() => {
                if (target) void move(n, target).then(() => setTarget(null));
              }}
            >
              {s('drawer.move')}
            </Button>
          </div>
        )}
        {canInterview && (
          <div>
            <Button onClick={() => setInterview(true)}>{s('drawer.interview')}</Button>
          </div>
        )}
      </section>

      <Interviews nomination={n} />

      <section aria-labelledby="nomination-messages">
        <h3 id="nomination-messages">{s('drawer.messages')}</h3>
        <div data-part="actions">
          {canTransition(n.status, nominationStatuses.idOf.notSuitable) && (
            <Button title={s('drawer.notShortlistedHint')} onClick={() => void send(notShortlisted)}>
              {s('drawer.notShortlisted')}
            </Button>
          )}
          {n.status === interviewId && (
            <Button title={s('drawer.interviewFailedHint')} onClick={() => void send(failed as never)}>
              {s('drawer.interviewFailed')}
            </Button>
          )}
          <Button onClick={() => setNotify(true)}>{s('drawer.notify')}</Button>
        </div>
      </section>

      <Remarks nominationId={n.id} />
      <Consent nominationId={n.id} />
      <Files
        title={s('drawer.costing')}
        empty={s('drawer.noCosting')}
        uploadLabel={s('drawer.uploadCosting')}
        listPath="/job-resumes/{id}/costing"
        uploadPath={`/job-resumes/${n.id}/costing`}
        downloadPath="/nomination-costing/{id}/download"
        removePath="/nomination-costing/{id}"
        nominationId={n.id}
        previewHref={(doc) => `/jobs/${jobId}/other-documents/${n.id}/preview/${doc.id}`}
      />
      <Files
        title={s('drawer.documents')}
        empty={s('drawer.noDocuments')}
        uploadLabel={s('drawer.uploadDocument')}
        listPath="/job-resumes/{id}/documents"
        uploadPath={`/job-resumes/${n.id}/documents`}
        downloadPath="/nomination-documents/{id}/download"
        removePath="/nomination-documents/{id}"
        nominationId={n.id}
        previewHref={(doc) => `/jobs/${jobId}/application/${n.id}/preview/${doc.id}`}
      />
      {element}
      <InterviewDialog nomination={interview ? n : null} onOpenChange={(open) => setInterview(open)} />
      <NotifyDialog jobId={jobId} nomination={notify ? n : null} onOpenChange={(open) => setNotify(open)} />
    </Body>
  );
}

/** The hiring manager's answers to the nomination's feedback links (section 4), oldest first. */
function Feedback({ nominationId }: { nominationId: number }) {
  const s = useJobDetailStrings().t;
  const { t, lang, date } = useLang();
  const list = useArmsQuery('/job-resumes/{id}/feedback', { params: { path: { id: nominationId } } });
  const actionLabel = (action: string) => {
    const item = candidateFeedbackActions.items.find((a) => a.id === action);
    return item ? t(item.labelKey) : action;
  };
  return (
    <section aria-labelledby="nomination-feedback">
      <h3 id="nomination-feedback">{s('feedback.title')}</h3>
      {list.error ? (
        <div data-part="row">
          <p role="alert">{list.error.localizedMessage(lang) || s('feedback.loadFailed')}</p>
          <Button onClick={() => void list.reload()}>{s('tryAgain')}</Button>
        </div>
      ) : !list.data ? (
        <p aria-busy="true">{s('loading')}</p>
      ) : list.data.length === 0 ? (
        <p data-part="muted">{s('feedback.empty')}</p>
      ) : (
        <ul>
          {list.data.map((answer) => (
            <li key={`${answer.email}-${answer.answeredAt}`}>
              <p>
                <strong>{actionLabel(answer.action)}</strong>
              </p>
              {answer.comment ? (
                <p style={{ whiteSpace: 'pre-line' }}>{answer.comment}</p>
              ) : (
                <p data-part="muted">{s('feedback.noComment')}</p>
              )}
              <p data-part="muted">{s('feedback.by', { email: answer.email, date: date(answer.answeredAt, true) })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The nomination's interviews, earliest first, each with reschedule and cancel while it is scheduled. */
function Interviews({ nomination: n }: { nomination: Nomination }) {
  const s = useJobDetailStrings().t;
  const { t, lang, locale, statusLabel } = useLang();
  const toast = useToast();
  const list = useArmsQuery('/job-resumes/{id}/interviews', { params: { path: { id: n.id } } });
  const cancel = useArmsMutation('post', '/interviews/{id}/cancel', { invalidates: interviewQueries });
  const [editing, setEditing] = useState<Interview | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const when = (i: Interview) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: i.timezone }).format(
      new Date(i.startsAt),
    );
  const modeLabel = (i: Interview) => {
    const mode = interviewModes.items.find((m) => m.id === i.mode);
    return mode ? t(mode.labelKey) : '';
  };
  const interviews = list.data?.data;

  return (
    <section aria-labelledby="nomination-interviews">
      <h3 id="nomination-interviews">{s('interviews.title')}</h3>
      {list.error ? (
        <div data-part="row">
          <p role="alert">{list.error.localizedMessage(lang) || s('interviews.loadFailed')}</p>
          <Button onClick={() => void list.reload()}>{s('tryAgain')}</Button>
        </div>
      ) : !interviews ? (
        <p aria-busy="true">{s('loading')}</p>
      ) : interviews.length === 0 ? (
        <p data-part="muted">{s('interviews.empty')}</p>
      ) : (
        <ul>
          {interviews.map((i) => (
            <li key={i.id}>
              <p>
                <strong>
                  {s('interviews.when', { date: when(i), timezone: i.timezone, minutes: i.durationMinutes })}
                </strong>{' '}
                {i.status === 'cancelled' && <Tag label={s('interviews.cancelled')} />}
              </p>
              <p data-part="muted">{[modeLabel(i), i.place, i.link].filter(Boolean).join(' · ')}</p>
              {i.status === 'scheduled' && (
                <div data-part="actions">
                  <Button aria-label={s('interviews.rescheduleLabel', { date: when(i) })} onClick={() => setEditing(i)}>
                    {s('interviews.reschedule')}
                  </Button>
                  <Button aria-label={s('interviews.cancelLabel', { date: when(i) })} onClick={() => setCancelling(i)}>
                    {s('interviews.cancel')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <InterviewDialog
        nomination={editing ? n : null}
        interview={editing}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={s('interviews.cancelTitle')}
        message={cancelling ? s('interviews.cancelBody', { date: when(cancelling) }) : ''}
        confirmLabel={s('interviews.cancelConfirm')}
        cancelLabel={s('interviews.keep')}
        variant="danger"
        onConfirm={() =>
          cancelling === null
            ? undefined
            : cancel
                .trigger({ params: { path: { id: cancelling.id } } })
                .then(() => {
                  toast.success(s('interviews.cancelledDone'));
                  setCancelling(null);
                })
                .catch((error: unknown) => toast.error(errorMessage(error, lang, t, statusLabel)))
        }
      />
    </section>
  );
}

function Remarks({ nominationId }: { nominationId: number }) {
  const s = useJobDetailStrings().t;
  const { t, lang, statusLabel, date } = useLang();
  const toast = useToast();
  const session = useSession();
  const me = session.status === 'authenticated' ? session.user : null;
  const remarks = useArmsQuery('/job-resumes/{id}/remarks', { params: { path: { id: nominationId } } });
  const add = useArmsMutation('post', '/job-resumes/{id}/remarks', { invalidates: ['/job-resumes/{id}/remarks'] });
  const edit = useArmsMutation('patch', '/job-resume-remarks/{id}', { invalidates: ['/job-resumes/{id}/remarks'] });
  const remove = useArmsMutation('delete', '/job-resume-remarks/{id}', { invalidates: ['/job-resumes/{id}/remarks'] });
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: number; text: string } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const fail = (error: unknown) => toast.error(errorMessage(error, lang, t, statusLabel));

  return (
    <section aria-labelledby="nomination-remarks">
      <h3 id="nomination-remarks">{s('drawer.remarks')}</h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          void add
            .trigger({ params: { path: { id: nominationId } }, body: { text: text.trim() } })
            .then(() => {
              setText('');
              toast.success(s('drawer.remarkSaved'));
            })
            .catch(fail);
        }}
      >
        <FormGrid>
          <TextArea label={s('drawer.addRemark')} rows={2} maxLength={2000} value={text} onValueChange={setText} />
          <div>
            <Button type="submit" disabled={!text.trim() || add.isMutating} loading={add.isMutating}>
              {s('drawer.save')}
            </Button>
          </div>
        </FormGrid>
      </form>
      {remarks.data && remarks.data.length === 0 && <p data-part="muted">{s('drawer.noRemarks')}</p>}
      <ul>
        {(remarks.data ?? []).map((remark) => {
          const mine = remark.author?.id === me?.id;
          const mayDelete = mine || me?.role.includes('account_admin');
          return (
            <li key={remark.id}>
              {editing?.id === remark.id ? (
                <FormGrid>
                  <TextArea
                    label={s('drawer.remarkLabel')}
                    rows={2}
                    maxLength={2000}
                    value={editing.text}
                    onValueChange={(value) => setEditing({ id: remark.id, text: value })}
                  />
                  <div data-part="actions">
                    <Button
                      variant="primary"
                      size="sm"
                      disabled={!editing.text.trim() || edit.isMutating}
                      onClick={() =>
                        void edit
                          .trigger({ params: { path: { id: remark.id } }, body: { text: editing.text.trim() } })
                          .then(() => {
                            setEditing(null);
                            toast.success(s('drawer.remarkSaved'));
                          })
                          .catch(fail)
                      }
                    >
                      {s('drawer.save')}
                    </Button>
                    <Button size="sm" onClick={() => setEditing(null)}>
                      {s('drawer.cancel')}
                    </Button>
                  </div>
                </FormGrid>
              ) : (
                <>
                  <p style={{ whiteSpace: 'pre-line' }}>{remark.text}</p>
                  <p data-part="muted">
                    {remark.author ? `${remark.author.firstName} ${remark.author.lastName}` : '—'} ·{' '}
                    {date(remark.createdAt, true)}
                    {remark.edited ? ` · ${s('drawer.edited')}` : ''}
                  </p>
                  {(mine || mayDelete) && (
                    <div data-part="actions">
                      {mine && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={s('drawer.editRemark', { date: date(remark.createdAt, true) })}
                          onClick={() => setEditing({ id: remark.id, text: remark.text })}
                        >
                          {s('drawer.edit')}
                        </Button>
                      )}
                      {mayDelete && (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={s('drawer.deleteRemark', { date: date(remark.createdAt, true) })}
                          onClick={() => setDeleting(remark.id)}
                        >
                          {s('drawer.delete')}
                        </Button>
                      )}
                    </div>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={s('drawer.deleteRemarkTitle')}
        message={s('drawer.deleteRemarkBody')}
        confirmLabel={s('drawer.delete')}
        cancelLabel={s('drawer.cancel')}
        variant="danger"
        onConfirm={() =>
          deleting === null
            ? undefined
            : remove
                .trigger({ params: { path: { id: deleting } } })
                .then(() => {
                  setDeleting(null);
                  toast.success(s('drawer.remarkDeleted'));
                })
                .catch(fail)
        }
      />
    </section>
  );
}

const consentMethods = ['email', 'phone', 'inPerson', 'portal'] as const;

function Consent({ nominationId }: { nominationId: number }) {
  const s = useJobDetailStrings().t;
  const { t, lang, statusLabel, date } = useLang();
  const toast = useToast();
  const load = useFileLoader();
  const list = useArmsQuery('/job-resumes/{id}/acknowledgements', { params: { path: { id: nominationId } } });
  const record = useArmsMutation('post', '/job-resumes/{id}/acknowledgements', {
    invalidates: ['/job-resumes/{id}/acknowledgements'],
  });
  const [method, setMethod] = useState<(typeof consentMethods)[number]>('email');
  const [givenBy, setGivenBy] = useState('');
  const [on, setOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [notes, setNotes] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const fail = (error: unknown) => toast.error(errorMessage(error, lang, t, statusLabel));
  return (
    <section aria-labelledby="nomination-consent">
      <h3 id="nomination-consent">{s('drawer.consent')}</h3>
      {list.data && list.data.length === 0 && <p data-part="muted">{s('drawer.noConsent')}</p>}
      <ul>
        {(list.data ?? []).map((ack) => (
          <li key={ack.id}>
            <p>
              {s('drawer.consentRow', {
                method: s(`drawer.method.${ack.method}`),
                date: date(ack.acknowledgedOn),
                by: ack.givenBy,
              })}
            </p>
            {ack.notes && <p data-part="muted">{ack.notes}</p>}
            {ack.attachment && (
              <div>
                <Button
                  size="sm"
                  onClick={() =>
                    void load('/job-resume-acknowledgements/{id}/download', ack.id)
                      .then((blob) => saveBlob(blob, ack.attachment?.name ?? 'consent.pdf'))
                      .catch(fail)
                  }
                >
                  {s('drawer.download', { name: s('drawer.consentPdf') })}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {formOpen ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void record
              .trigger({
                params: { path: { id: nominationId } },
                body: {
                  method,
                  acknowledgedOn: new Date(`${on}T00:00:00Z`).toISOString(),
                  ...(givenBy.trim() ? { givenBy: givenBy.trim() } : {}),
                  ...(notes.trim() ? { notes: notes.trim() } : {}),
                },
              })
              .then(() => {
                setFormOpen(false);
                toast.success(s('drawer.consentSaved'));
              })
              .catch(fail);
          }}
        >
          <FormGrid>
            <div data-part="row">
              <Select
                label={s('drawer.consentMethod')}
                options={consentMethods.map((m) => ({ value: m, label: s(`drawer.method.${m}`) }))}
                value={method}
                onValueChange={(value) => setMethod(value ?? 'email')}
              />
              <NativeField
                type="date"
                label={s('drawer.consentOn')}
                value={on}
                onChange={(event) => setOn(event.currentTarget.value)}
              />
            </div>
            <TextField
              label={s('drawer.consentBy')}
              value={givenBy}
              onChange={(event) => setGivenBy(event.currentTarget.value)}
            />
            <TextArea label={s('drawer.consentNotes')} rows={2} value={notes} onValueChange={setNotes} />
            <div data-part="actions">
              <Button type="submit" variant="primary" disabled={record.isMutating} loading={record.isMutating}>
                {s('drawer.save')}
              </Button>
              <Button onClick={() => setFormOpen(false)}>{s('drawer.cancel')}</Button>
            </div>
          </FormGrid>
        </form>
      ) : (
        <div>
          <Button onClick={() => setFormOpen(true)}>{s('drawer.recordConsent')}</Button>
        </div>
      )}
    </section>
  );
}

type ListPath = '/job-resumes/{id}/costing' | '/job-resumes/{id}/documents';
type RemovePath = '/nomination-costing/{id}' | '/nomination-documents/{id}';

function Files({
  title,
  empty,
  uploadLabel,
  listPath,
  uploadPath,
  downloadPath,
  removePath,
  nominationId,
  previewHref,
}: {
  title: string;
  empty: string;
  uploadLabel: ReactNode;
  listPath: ListPath;
  uploadPath: string;
  downloadPath: '/nomination-costing/{id}/download' | '/nomination-documents/{id}/download';
  removePath: RemovePath;
  nominationId: number;
  previewHref: (doc: Attachment) => string;
}) {
  const s = useJobDetailStrings().t;
  const { t, lang, locale, statusLabel, date } = useLang();
  const toast = useToast();
  const list = useArmsQuery(listPath, { params: { path: { id: nominationId } } });
  const remove = useArmsMutation('delete', removePath, { invalidates: [listPath] });
  const load = useFileLoader();
  const fail = (error: unknown) => toast.error(errorMessage(error, lang, t, statusLabel));
  const headingId = `nomination-${listPath.includes('costing') ? 'costing' : 'documents'}`;

  const { files, setFiles, accept } = useUploadQueue(uploadPath, async (file) => {
    toast.success(s('drawer.uploaded', { name: file.name }));
    await list.reload();
  });

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {list.data && list.data.length === 0 && <p data-part="muted">{empty}</p>}
      <ul>
        {(list.data ?? []).map((doc) => (
          <li key={doc.id}>
            <p>
              <Link to={previewHref(doc)} aria-label={s('drawer.preview', { name: doc.name })}>
                {doc.name}
              </Link>
            </p>
            <p data-part="muted">
              {fileSize(doc.size, locale)} · {date(doc.createdAt)}
            </p>
            <div data-part="actions">
              <Button
                size="sm"
                aria-label={s('drawer.download', { name: doc.name })}
                onClick={() =>
                  void load(downloadPath, doc.id)
                    .then((blob) => saveBlob(blob, doc.name))
                    .catch(fail)
                }
              >
                {s('preview.download')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={s('drawer.remove', { name: doc.name })}
                onClick={() =>
                  void remove
                    .trigger({ params: { path: { id: doc.id } } })
                    .then(() => list.reload())
                    .catch(fail)
                }
              >
                {s('drawer.removeShort')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <FileDropzone
        label={uploadLabel}
        maxSizeMb={10}
        files={files}
        onFilesAccepted={(accepted) => void accept(accepted)}
        onFileRemove={(file) => setFiles((all) => all.filter((f) => f.id !== file.id))}
      />
    </section>
  );
}

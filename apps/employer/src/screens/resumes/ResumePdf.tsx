import { ApiError, useArmsClient, useArmsPostQuery, useArmsQuery } from '@arms/api-client';
import { Avatar, Button, EmptyState, PageHeader, TextField, useScreenMeta } from '@arms/ui';
import { ArrowLeft, Download, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCanOpen } from './access';
import { fetchResumeFile, saveBlob } from './files';
import { Actions, ButtonLink, Muted } from './layout';
import { fullName } from './names';
import { usePdfStrings } from './pdfStrings';

const Frame = styled.iframe`
  width: 100%;
  height: 78vh;
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
`;
const Found = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--arms-space-2);
  max-width: 560px;
  a {
    display: flex;
    gap: var(--arms-space-3);
    align-items: center;
    padding: var(--arms-space-2) var(--arms-space-3);
    border: 1px solid var(--arms-color-border);
    border-radius: var(--arms-radius-md);
    background: var(--arms-color-surface);
    color: var(--arms-color-text);
    text-decoration: none;
    min-width: 0;
  }
  a:hover {
    border-color: var(--arms-color-primary);
  }
  a:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  span {
    display: grid;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** Finds the resume to render: part of a name or email, accents optional (the list's keyword search). */
function ResumePicker() {
  const { t } = usePdfStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  useEffect(() => {
    if (draft === q) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (draft.trim()) next.set('q', draft);
      else next.delete('q');
      setParams(next, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [draft, q, params, setParams]);
  const found = useArmsPostQuery(
    '/resumes/search',
    q.trim() ? { body: { keyword: q.trim().slice(0, 100), $limit: 10 } } : null,
  );
  return (
    <div style={{ display: 'grid', gap: 'var(--arms-space-4)' }}>
      <div style={{ maxWidth: 560 }}>
        <TextField
          type="search"
          label={t('find')}
          hint={t('findHint')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      {!q.trim() ? (
        <EmptyState title={t('pickTitle')} description={t('pickBody')} />
      ) : found.error ? (
        <EmptyState
          variant="error"
          title={t('errorTitle')}
          description={found.error.localizedMessage(lang)}
          action={<Button onClick={() => void found.reload()}>{t('tryAgain')}</Button>}
        />
      ) : found.isLoading ? (
        <Muted aria-busy="true">…</Muted>
      ) : found.data?.data.length === 0 ? (
        <EmptyState variant="noResults" title={t('noMatch', { q })} />
      ) : (
        <Found aria-label={t('results')}>
          {(found.data?.data ?? []).map((r) => {
            const name = fullName(r, i18n.language);
            const next = new URLSearchParams(params);
            next.set('id', String(r.id));
            return (
              <li key={r.id}>
                <Link to={`/resumes/pdf?${next.toString()}`}>
                  <Avatar name={name} alt="" size="sm" />
                  <span>
                    <strong>{name}</strong>
                    {r.email && <Muted>{r.email}</Muted>}
                  </span>
                </Link>
              </li>
            );
          })}
        </Found>
      )}
    </div>
  );
}

/** The branded PDF of one resume inline, with its download. */
function BrandedPdf({ id }: { id: number }) {
  const { t } = usePdfStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { api } = useArmsClient();
  const canOpen = useCanOpen();
  const [params] = useSearchParams();
  const resume = useArmsQuery('/resumes/{id}', { params: { path: { id } } });
  const [file, setFile] = useState<{ url: string; blob: Blob; name: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const name = resume.data ? fullName(resume.data, i18n.language) : '';
  useScreenMeta(resume.data ? { trail: [{ label: name, href: `/resumes/${id}/detail` }] } : {});

  useEffect(() => {
    let live = true;
    let created: string | null = null;
    setFile(null);
    setFailure(null);
    fetchResumeFile(api, id, true)
      .then(({ blob, name: fileName }) => {
        if (!live) return;
        created = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setFile({ url: created, blob, name: fileName });
      })
      .catch((error: unknown) => {
        if (live) setFailure(error instanceof ApiError ? error.localizedMessage(lang) : t('errorTitle'));
      });
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [api, id, attempt, lang, t]);

  const back = new URLSearchParams(params);
  back.delete('id');
  const backTo = back.size > 0 ? `/resumes/pdf?${back.toString()}` : '/resumes/pdf';
  if (resume.error?.status === 404) {
    return (
      <>
        <PageHeader title={t('notFoundTitle')} />
        <EmptyState
          title={t('notFoundTitle')}
          description={t('notFoundBody')}
          action={<ButtonLink to={backTo}>{t('another')}</ButtonLink>}
        />
      </>
    );
  }
  const error = resume.error?.localizedMessage(lang) ?? failure;
  return (
    <>
      <PageHeader
        title={resume.data ? name : t('title')}
        description={t('description')}
        actions={
          <Actions>
            <ButtonLink to={backTo}>
              <ArrowLeft size={16} aria-hidden="true" />
              {t('another')}
            </ButtonLink>
            {canOpen(`/resumes/${id}/detail`) && (
              <ButtonLink to={`/resumes/${id}/detail`}>
                <FileText size={16} aria-hidden="true" />
                {t('openResume')}
              </ButtonLink>
            )}
            <Button
              variant="primary"
              leadingIcon={<Download size={16} aria-hidden="true" />}
              disabled={!file}
              onClick={() => file && saveBlob(file.blob, file.name)}
            >
              {t('download')}
            </Button>
          </Actions>
        }
      />
      {error ? (
        <EmptyState
          variant="error"
          title={t('errorTitle')}
          description={error}
          action={
            <Button
              onClick={() => {
                void resume.reload();
                setAttempt((n) => n + 1);
              }}
            >
              {t('tryAgain')}
            </Button>
          }
        />
      ) : file ? (
        <Frame title={t('preview', { name: name || `#${id}` })} src={file.url} />
      ) : (
        <Muted aria-busy="true" role="status">
          {t('rendering')}
        </Muted>
      )}
    </>
  );
}

/**
 * `/resumes/pdf` (spec section 2 "resume to PDF"): the employer's branded format of a resume
 * (`GET download-cv/company-user/{id}?isBrandedFormat=true`) shown inline with its download; without
 * `?id=`, a search to choose the resume. The id and the search are in the URL.
 */
export function ResumePdf() {
  const { t } = usePdfStrings();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return <BrandedPdf key={id} id={id} />;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ResumePicker />
    </>
  );
}

import { useArmsQuery } from '@arms/api-client';
import { Button, EmptyState, PageHeader, useScreenMeta } from '@arms/ui';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, saveBlob, useFileLoader, useLang } from './shared';
import { useJobDetailStrings } from './strings';

const Frame = styled.iframe`
  width: 100%;
  height: calc(100vh - 240px);
  min-height: 420px;
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
`;

type Kind = 'application' | 'other';

/**
 * A nomination's file shown inline when it is a PDF, offered as a download otherwise:
 * `…/application/{appId}/preview/{downloadDocId}` for its documents, `…/other-documents/{appId}/preview/{downloadDocId}`
 * for its costing files. The file is read through the API with the session (never a public link).
 */
function DocumentPreview({ kind }: { kind: Kind }) {
  const { id = '', appId = '', downloadDocId = '' } = useParams();
  const jobId = Number(id);
  const nominationId = Number(appId);
  const docId = Number(downloadDocId);
  const s = useJobDetailStrings().t;
  const { t, lang, statusLabel } = useLang();
  const load = useFileLoader();
  const list = useArmsQuery(
    kind === 'application' ? '/job-resumes/{id}/documents' : '/job-resumes/{id}/costing',
    nominationId > 0 ? { params: { path: { id: nominationId } } } : null,
  );
  const doc = list.data?.find((d) => d.id === docId);
  const job = useArmsQuery('/jobs/{id}', jobId > 0 ? { params: { path: { id: jobId } } } : null);
  const [file, setFile] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useScreenMeta({
    title: doc ? s('preview.title', { name: doc.name }) : undefined,
    trail: job.data
      ? [{ label: job.data.position, href: `/jobs/${jobId}/detail?tab=pipeline&nomination=${nominationId}` }]
      : undefined,
  });

  const isPdf = doc?.mimeType === 'application/pdf';
  useEffect(() => {
    if (!doc || !isPdf) return;
    let url: string | null = null;
    let live = true;
    load(kind === 'application' ? '/nomination-documents/{id}/download' : '/nomination-costing/{id}/download', doc.id)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setFile({ blob, url });
      })
      .catch((e: unknown) => live && setError(errorMessage(e, lang, t, statusLabel)));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [doc, isPdf, kind, load, lang, t, statusLabel]);

  const back = <Link to={`/jobs/${jobId}/detail?tab=pipeline&nomination=${nominationId}`}>{s('preview.back')}</Link>;
  const download = () =>
    doc &&
    void load(
      kind === 'application' ? '/nomination-documents/{id}/download' : '/nomination-costing/{id}/download',
      doc.id,
    )
      .then((blob) => saveBlob(blob, doc.name))
      .catch((e: unknown) => setError(errorMessage(e, lang, t, statusLabel)));

  if (list.error || (list.data && !doc)) {
    return (
      <>
        <PageHeader title={s('preview.heading')} />
        <EmptyState variant="error" title={list.error?.localizedMessage(lang) ?? s('preview.notFound')} action={back} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={doc ? doc.name : s('preview.heading')}
        actions={
          <Button variant="primary" disabled={!doc} onClick={download}>
            {s('preview.download')}
          </Button>
        }
      />
      <p style={{ marginTop: 0 }}>{back}</p>
      {error && <p role="alert">{error}</p>}
      {!doc ? (
        <p aria-busy="true">{s('preview.loading')}</p>
      ) : !isPdf ? (
        <EmptyState title={s('preview.notPdf')} action={<Button onClick={download}>{s('preview.download')}</Button>} />
      ) : file ? (
        <Frame src={file.url} title={s('preview.frame', { name: doc.name })} />
      ) : (
        <p aria-busy="true">{s('preview.loading')}</p>
      )}
    </>
  );
}

/** `/jobs/{id}/application/{appId}/preview/{downloadDocId}`: a nomination document. */
export const ApplicationDocumentPreview = () => <DocumentPreview kind="application" />;
/** `/jobs/{id}/other-documents/{appId}/preview/{downloadDocId}`: a nomination costing file. */
export const OtherDocumentPreview = () => <DocumentPreview kind="other" />;

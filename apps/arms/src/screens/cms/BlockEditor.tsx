import { ApiError, useArmsClient, useArmsQuery, type components } from '@arms/api-client';
import { isBlank, issue, type CmsPageKind, type ValidationIssue } from '@arms/domain';
import { Button, RichTextEditor, TextField, useArmsForm } from '@arms/ui';
import { LoadFailed, Loading, useLang } from '../../shell/content';
import { ImageField } from './ImageField';
import { useCmsStrings } from './strings';

type Block = components['schemas']['CmsBlock'];
type BlockId = Extract<CmsPageKind, { store: 'block' }>['id'];

interface BlockValues {
  title: string;
  content: string;
  imagePath: string | null;
}

const titleMax = 300;

function blockRules(values: BlockValues): ValidationIssue[] {
  if (isBlank(values.title)) return [issue('title', 'domain.validation.general.required')];
  if (values.title.trim().length > titleMax)
    return [issue('title', 'domain.validation.general.tooLong', { max: titleMax })];
  return [];
}

/**
 * One single-content CMS page (about us, terms of use, the logo...): its title, rich-text content and
 * image, saved with `PATCH /cms/{id}` and live at once; below the form, what the public call answers now.
 * A block never saved answers NO_RECORD_FOUND_FOR_ID, which here means "empty", not an error.
 */
export function BlockEditor({ id, pageTitle }: { id: BlockId; pageTitle: string }) {
  const query = useArmsQuery('/cms/{id}', { params: { path: { id } } });
  const missing = query.error instanceof ApiError && query.error.code === 'NO_RECORD_FOUND_FOR_ID';
  if (query.error && !missing)
    return <LoadFailed headingLevel={3} error={query.error} onRetry={() => void query.reload()} />;
  if (!query.data && !missing) return <Loading lines={5} />;
  return (
    <BlockForm
      key={query.data?.updatedAt ?? 'new'}
      id={id}
      pageTitle={pageTitle}
      live={missing ? null : (query.data ?? null)}
      onSaved={() => void query.reload()}
    />
  );
}

function BlockForm({
  id,
  pageTitle,
  live,
  onSaved,
}: {
  id: BlockId;
  pageTitle: string;
  live: Block | null;
  onSaved: () => void;
}) {
  const { t } = useCmsStrings();
  const { locale } = useLang();
  const { api } = useArmsClient();
  const isLogo = id === 'logo';
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<BlockValues>({
    defaultValues: {
      title: live?.title || pageTitle,
      content: live?.content ?? '',
      imagePath: live?.imagePath ?? null,
    },
    validate: blockRules,
    successMessage: t('block.saved'),
  });
  const content = form.watch('content');
  const imagePath = form.watch('imagePath');

  const save = onSubmit(async (values) => {
    await api.PATCH('/cms/{id}', {
      params: { path: { id } },
      body: { title: values.title.trim(), content: values.content, imagePath: values.imagePath },
    });
    onSaved();
  });

  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div style={{ display: 'grid', gap: 24, minWidth: 0 }}>
      <p style={{ margin: 0 }}>
        {t('block.intro')}{' '}
        <strong>
          {live ? t('block.lastPublished', { date: date.format(new Date(live.updatedAt)) }) : t('block.neverPublished')}
        </strong>
      </p>
      <form noValidate onSubmit={save} style={{ display: 'grid', gap: 16, minWidth: 0 }}>
        <TextField label={t('block.title')} required error={errorOf('title')} {...form.register('title')} />
        {!isLogo && (
          <RichTextEditor
            label={t('block.content')}
            hint={t('block.contentHint')}
            height={320}
            value={content}
            onValueChange={(html) => form.setValue('content', html)}
          />
        )}
        <ImageField
          label={isLogo ? t('block.logoImage') : t('block.image')}
          logo={isLogo}
          value={imagePath}
          onChange={(path) => form.setValue('imagePath', path, { shouldDirty: true })}
        />
        {formError && (
          <p role="alert" style={{ margin: 0, color: 'var(--arms-color-danger)' }}>
            {formError}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={sending}>
            {t('block.save')}
          </Button>
        </div>
      </form>
      {live && (
        <section aria-labelledby={`live-${id}`} style={{ minWidth: 0 }}>
          <h3 id={`live-${id}`} style={{ margin: '0 0 8px', fontSize: '1rem' }}>
            {t('block.live')}
          </h3>
          <div
            style={{
              border: '1px solid var(--arms-color-border)',
              borderRadius: 6,
              padding: 16,
              background: 'var(--arms-color-surface)',
              overflowWrap: 'anywhere',
              overflowX: 'auto',
            }}
          >
            <p style={{ marginTop: 0, fontWeight: 600 }}>{live.title}</p>
            {live.imagePath && (
              <img src={live.imagePath} alt={live.title} style={{ maxWidth: '100%', maxHeight: 200 }} />
            )}
            {live.content ? (
              <div dangerouslySetInnerHTML={{ __html: live.content }} />
            ) : (
              !isLogo && <p style={{ marginBottom: 0 }}>{t('block.liveEmpty')}</p>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

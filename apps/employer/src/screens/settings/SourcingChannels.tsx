import { useArmsMutation, useArmsQuery, type components } from '@arms/api-client';
import { validateItemName } from '@arms/domain';
import {
  Button,
  DataTable,
  EmptyState,
  PageHeader,
  Select,
  Switch,
  TextField,
  useArmsForm,
  useScreenMeta,
  type DataTableColumn,
} from '@arms/ui';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { UnsavedChangesPrompt } from '../../forms/UnsavedChangesPrompt';
import { useCompanyStrings } from './companyStrings';

type SourceChannel = components['schemas']['SourceChannel'];

/**
 * `/setting/sourcing-channel` (section 2; account administrators and HR staff by link, the menu entry for
 * account administrators only: ADR 0143): the company's resume source channels, searched, filtered and paged
 * in the URL.
 */
export function SourcingChannels() {
  const { t } = useCompanyStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const locale = i18n.language === 'vn' ? 'vi' : 'en';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status');
  const skip = Number(params.get('skip')) || 0;
  const limit = Number(params.get('limit')) || 25;
  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => setParam({ q: typed.trim() || null, skip: null }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const { data, error, isLoading, reload } = useArmsQuery('/resume-source-channels', {
    params: {
      query: {
        $skip: skip,
        $limit: limit,
        ...(q ? { q } : {}),
        ...(status === '0' || status === '1' ? { status: Number(status) } : {}),
      },
    },
  });

  const columns = useMemo<DataTableColumn<SourceChannel>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      {
        id: 'name',
        header: t('name'),
        cell: (c) => (
          <Link
            to={`/setting/sourcing-channel/edit/${c.id}`}
            aria-label={t('channels.editName', { name: c.name })}
            style={{ overflowWrap: 'anywhere' }}
          >
            {c.name}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('status'),
        cell: (c) => (
          <span style={{ color: c.status === 1 ? 'var(--arms-color-success)' : 'var(--arms-color-textMuted)' }}>
            {c.status === 1 ? t('active') : t('suspended')}
          </span>
        ),
      },
      { id: 'updatedAt', header: t('channels.updatedAt'), cell: (c) => date.format(new Date(c.updatedAt)) },
    ];
  }, [t, locale]);

  const add = (
    <Button
      variant="primary"
      leadingIcon={<Plus aria-hidden size={16} />}
      onClick={() => navigate('/setting/sourcing-channel/create')}
    >
      {t('channels.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={tDomain('domain.route.settingSourcingChannels')}
        description={t('channels.description')}
        actions={add}
      />
      <div
        role="search"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end', marginBottom: 16 }}
      >
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <TextField
            label={t('channels.search')}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div style={{ flex: '0 1 220px', minWidth: 0 }}>
          <Select<string>
            label={t('status')}
            options={[
              { value: 'all', label: t('lists.allStatuses') },
              { value: '1', label: t('active') },
              { value: '0', label: t('suspended') },
            ]}
            value={status ?? 'all'}
            onValueChange={(value) => setParam({ status: value && value !== 'all' ? value : null, skip: null })}
          />
        </div>
      </div>
      {data && data.total === 0 && !q && !status ? (
        <EmptyState title={t('channels.empty')} action={add} />
      ) : (
        <DataTable
          caption={t('channels.caption')}
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(c) => String(c.id)}
          total={data?.total ?? 0}
          page={{ skip, limit }}
          onPageChange={(page) =>
            setParam({
              skip: page.skip ? String(page.skip) : null,
              limit: page.limit !== 25 ? String(page.limit) : null,
            })
          }
          emptyMessage={t('lists.emptySearch')}
          status={error ? 'error' : isLoading ? 'loading' : 'ready'}
          onRetry={() => void reload()}
        />
      )}
    </>
  );
}

interface Values {
  name: string;
  active: boolean;
}

function ChannelForm({ channel }: { channel?: SourceChannel }) {
  const { t } = useCompanyStrings();
  const navigate = useNavigate();
  const create = useArmsMutation('post', '/resume-source-channels', { invalidates: ['/resume-source-channels'] });
  const update = useArmsMutation('patch', '/resume-source-channels/{id}', {
    invalidates: ['/resume-source-channels'],
  });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: { name: channel?.name ?? '', active: (channel?.status ?? 1) === 1 },
    // Required here; the duplicate check needs the whole list, so the server's answer lands on the field.
    validate: (values) => validateItemName(values.name, [], { kind: 'sourceChannel' }),
    successMessage: channel ? t('channels.updated') : t('channels.created'),
  });
  const [done, setDone] = useState(false);
  const succeeded = form.formState.isSubmitSuccessful;
  useEffect(() => {
    if (done && succeeded) navigate('/setting/sourcing-channel');
  }, [done, succeeded, navigate]);

  const submit = onSubmit(async (values) => {
    const body = { name: values.name.trim(), status: values.active ? 1 : 0 } as const;
    if (channel) await update.trigger({ params: { path: { id: channel.id } }, body });
    else await create.trigger({ body });
    setDone(true);
  });

  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 20, maxWidth: 520 }}>
      <UnsavedChangesPrompt dirty={form.formState.isDirty && !form.formState.isSubmitSuccessful} />
      <TextField label={t('name')} required maxLength={200} error={errorOf('name')} {...form.register('name')} />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch label={t('active')} checked={field.value} onCheckedChange={field.onChange} name={field.name} />
        )}
      />
      {formError && (
        <p role="alert" style={{ color: 'var(--arms-color-danger)', margin: 0 }}>
          {formError}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="submit" variant="primary" disabled={sending} loading={sending}>
          {t('save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => navigate('/setting/sourcing-channel')}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** `/setting/sourcing-channel/create`: a new source channel; a duplicate name is refused on the field. */
export function SourcingChannelCreate() {
  const { t: tDomain } = useTranslation('employer');
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingSourcingChannelCreate')} />
      <ChannelForm />
    </>
  );
}

/** `/setting/sourcing-channel/edit/:id`: rename, suspend or activate a source channel. */
export function SourcingChannelEdit() {
  const { id } = useParams();
  const channelId = Number(id);
  const { t } = useCompanyStrings();
  const { t: tDomain, i18n } = useTranslation('employer');
  const {
    data: channel,
    error,
    reload,
  } = useArmsQuery(
    '/resume-source-channels/{id}',
    Number.isInteger(channelId) && channelId > 0 ? { params: { path: { id: channelId } } } : null,
  );
  useScreenMeta(channel ? { trail: [{ label: channel.name }] } : {});
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingSourcingChannelEdit')} description={channel?.name} />
      {error && !channel ? (
        <EmptyState
          variant="error"
          title={
            error.status === 404 ? t('channels.notFound') : error.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en')
          }
          action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>}
        />
      ) : channel ? (
        <ChannelForm key={channel.id} channel={channel} />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </>
  );
}

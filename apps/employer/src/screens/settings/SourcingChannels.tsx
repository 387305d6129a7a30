import { useArmsMutation, useArmsQuery, type components } from '@arms/api-client';
import { validateItemName } from '@arms/domain';
import {
  Button,
  EmptyState,
  PageHeader,
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
import { Link, useNavigate, useParams } from 'react-router-dom';
import { UnsavedChangesPrompt } from '../../forms/UnsavedChangesPrompt';
import { ListFilterBar, ListTable, statusQuery } from '../../shell/ListParts';
import { useListUrl } from '../../shell/useListUrl';
import { useCompanyStrings } from './companyStrings';
import { CompanyStatusFilter, FormFooter } from './parts';

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
  const list = useListUrl();
  const answer = useArmsQuery('/resume-source-channels', {
    params: { query: { $skip: list.skip, $limit: list.limit, ...(list.q ? { q: list.q } : {}), ...statusQuery(list) } },
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
      <ListFilterBar list={list} searchLabel={t('channels.search')}>
        <CompanyStatusFilter list={list} />
      </ListFilterBar>
      <ListTable
        list={list}
        answer={answer}
        filtered={Boolean(list.q || list.get('status'))}
        empty={<EmptyState title={t('channels.empty')} action={add} />}
        caption={t('channels.caption')}
        columns={columns}
        getRowId={(c) => String(c.id)}
        emptyMessage={t('lists.emptySearch')}
      />
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
      <FormFooter
        formError={formError}
        sending={sending}
        submitLabel={t('save')}
        cancelLabel={t('cancel')}
        onCancel={() => navigate('/setting/sourcing-channel')}
        inGrid
      />
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

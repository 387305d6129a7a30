import { armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { aSourceChannel } from './settingsFixtures';
import { noLogo } from '../../stories/fixtures';
import { emptyList, errorStory, loadingStory, neverAnswers, refused } from '../../stories/listHandlers';

const channels = [
  aSourceChannel(),
  aSourceChannel({ id: 2, name: 'JobStreet' }),
  aSourceChannel({ id: 3, name: 'Hội chợ việc làm', status: 0 }),
];
const list = armsHttp.get('/resume-source-channels', ({ request, response }) => {
  const q = new URL(request.url).searchParams.get('q')?.toLowerCase();
  return response(200).json(listOf(q ? channels.filter((c) => c.name.toLowerCase().includes(q)) : channels));
});
const one = armsHttp.get('/resume-source-channels/{id}', ({ params, response }) => {
  const found = channels.find((c) => String(c.id) === String(params.id));
  return found ? response(200).json(found) : response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID'));
});
// The API refuses a duplicate name with its catalogue code on the name field.
const create = armsHttp.post('/resume-source-channels', async ({ request, response }) => {
  const body = await request.json();
  if (channels.some((c) => c.name.toLowerCase() === body.name?.trim().toLowerCase()))
    return response(409).json({
      ...errorBody('RESUME_SOURCE_CHANNEL_EXSITS'),
      details: [{ field: 'name', code: 'domain.validation.sourceChannelName.duplicate' }],
    });
  return response(201).json(aSourceChannel({ id: 9, name: body.name ?? '' }));
});

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Settings/SourcingChannels',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/setting/sourcing-channel' } satisfies ScreenParameters,
    msw: { handlers: [noLogo, list, one, create] },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;
// Screens load lazily; on a busy machine the first render can take longer than the default five seconds.
const slow = { timeout: 30_000 };

export const Data: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Edit JobStreet' }, slow)).toHaveAttribute(
      'href',
      '/setting/sourcing-channel/edit/2',
    );
    await expect(canvas.getByText('Suspended')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search sourcing channels' }), 'link');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Edit JobStreet' })).toBeNull(), slow);
    await expect(canvas.getByRole('link', { name: 'Edit LinkedIn' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [noLogo, emptyList('/resume-source-channels')],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No sourcing channels yet/, {}, slow)).toBeVisible();
  },
};

export const Loading: Story = loadingStory(noLogo, neverAnswers('/resume-source-channels'));

export const Error: Story = errorStory([noLogo, refused('/resume-source-channels')], slow);

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Thêm kênh tìm nguồn' }, slow)).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** A duplicate name is refused by the API and the catalogue message shows under the name. */
export const CreateDuplicate: Story = {
  parameters: { screen: { path: '/setting/sourcing-channel/create' } satisfies ScreenParameters },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Name/ }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), slow);
    await userEvent.type(name, ' linkedin ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('This source channel already exists')).toBeVisible(), slow);
    await expect(name).toHaveValue(' linkedin ');
  },
};

export const CreateVietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: { path: '/setting/sourcing-channel/create' } satisfies ScreenParameters },
};

export const Edit: Story = {
  parameters: { screen: { path: '/setting/sourcing-channel/edit/3' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Hội chợ việc làm', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'false');
  },
};

export const EditNotFound: Story = {
  parameters: { screen: { path: '/setting/sourcing-channel/edit/99' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This sourcing channel does not exist in your company.', {}, slow),
    ).toBeVisible();
  },
};

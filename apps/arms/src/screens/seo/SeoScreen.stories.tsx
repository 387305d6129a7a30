import type { components } from '@arms/api-client';
import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectLoadFailed, expectText, loadingStory, onPhone, refusedStory } from '../../stories/listStories';

type Entry = components['schemas']['SeoEntry'];

const anEntry = (overrides: Partial<Entry> = {}): Entry => ({
  id: 1,
  name: '/',
  status: 1,
  order: 0,
  title: 'ARMS recruitment platform',
  description: 'Jobs and talent in Singapore and Vietnam',
  keywords: 'jobs, recruitment, Singapore, Vietnam',
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
  ...overrides,
});

const data = armsHttp.get('/seo', ({ response }) =>
  response(200).json(
    listOf([
      anEntry(),
      anEntry({
        id: 2,
        name: '/jobs',
        title: 'Việc làm',
        description: 'Các vị trí đang tuyển',
        keywords: null,
        status: 0,
      }),
    ]),
  ),
);

const meta = {
  title: 'Screens/Admin/Content/SEO',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms/setting/seo' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every page's meta tags; editing one checks the limits before saving. */
export const Data: Story = {
  parameters: { msw: { handlers: [data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('ARMS recruitment platform')).toBeVisible());
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit SEO of /' }));
    const drawer = within(await within(document.body).findByRole('dialog'));
    await expect(drawer.getByLabelText(/^Title/)).toHaveValue('ARMS recruitment platform');
    await userEvent.clear(drawer.getByLabelText(/^Title/));
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(drawer.getByText('This field is required')).toBeVisible());
  },
};

/** A page that is not a path of the site is refused on its field. */
export const PathChecked: Story = {
  parameters: { msw: { handlers: [data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add page' }));
    const drawer = within(await within(document.body).findByRole('dialog'));
    const page = drawer.getByLabelText(/^Page/);
    await userEvent.clear(page);
    await userEvent.type(page, 'jobs');
    await userEvent.type(drawer.getByLabelText(/^Title/), 'Jobs');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(drawer.getByText('Please enter a valid URL')).toBeVisible());
  },
};

export const Loading: Story = loadingStory('/seo');

export const Empty: Story = {
  parameters: { msw: { handlers: [armsHttp.get('/seo', ({ response }) => response(200).json(listOf([])))] } },
  play: expectText('No SEO entries yet'),
};

export const Error: Story = refusedStory('/seo', expectLoadFailed);

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers: [data] } },
  play: expectText('Ngừng hoạt động'),
};

export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: { handlers: [data] } },
  play: expectText('ARMS recruitment platform'),
};

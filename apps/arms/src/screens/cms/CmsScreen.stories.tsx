import type { components } from '@arms/api-client';
import { armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectText } from '../../stories/listStories';

type Block = components['schemas']['CmsBlock'];
type Item = components['schemas']['CmsItem'];

const aBlock = (overrides: Partial<Block> = {}): Block => ({
  id: 'about-us',
  title: 'About ARMS',
  content: '<h2>Who we are</h2><p>ARMS connects employers in Singapore and Vietnam with the talent they need.</p>',
  imagePath: null,
  data: {},
  updatedAt: '2026-05-04T09:30:00.000Z',
  ...overrides,
});

const anItem = (overrides: Partial<Item> = {}): Item => ({
  id: 1,
  kind: 'news-events',
  title: 'ARMS Career Fair 2026',
  content: '<p>Meet 40 employers at the Suntec convention centre.</p>',
  link: null,
  imagePath: null,
  placement: null,
  postedAt: '2026-05-01T00:00:00.000Z',
  status: 1,
  order: 0,
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
  ...overrides,
});

const block = armsHttp.get('/cms/{id}', ({ params, response }) =>
  params.id === 'about-us' ? response(200).json(aBlock()) : response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')),
);
const news = armsHttp.get('/news-events', ({ response }) =>
  response(200).json(
    listOf([
      anItem(),
      anItem({ id: 2, title: 'Hội thảo tuyển dụng Hà Nội', status: 0, order: 1, postedAt: '2026-04-12T00:00:00.000Z' }),
    ]),
  ),
);

const meta = {
  title: 'Screens/Admin/Content/CMS',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms/cms/portal' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** About Us (the first page): its title and content in the editor, and what the public call answers now. */
export const Data: Story = {
  parameters: { msw: { handlers: [block, news] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible());
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveValue('About ARMS'));
    const live = canvas.getByRole('region', { name: 'What is live' });
    await expect(within(live).getByText(/connects employers in Singapore/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    // All sixteen pages of section 2 can be chosen.
    await expect(within(canvas.getByRole('navigation', { name: 'CMS pages' })).getAllByRole('link')).toHaveLength(16);
  },
};

/** A page never saved: the form starts empty and says nothing is live yet. */
export const NeverPublished: Story = {
  parameters: { screen: { path: '/arms/cms/portal?page=privacy-policy' }, msw: { handlers: [block] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/Not published yet/)).toBeVisible());
    await expect(canvas.queryByRole('heading', { name: 'What is live' })).toBeNull();
  },
};

/** Saving with an empty title is refused on the field before any call. */
export const TitleRequired: Story = {
  parameters: { msw: { handlers: [block] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/^Title/)).toHaveValue('About ARMS'));
    await userEvent.clear(canvas.getByLabelText(/^Title/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(canvas.getByText('This field is required')).toBeVisible());
  },
};

/** News & Events: its items with their status, and the drawer that adds one. */
export const Collection: Story = {
  parameters: { screen: { path: '/arms/cms/portal?page=news-events' }, msw: { handlers: [block, news] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('ARMS Career Fair 2026')).toBeVisible());
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    const drawer = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(drawer.getByText('This field is required')).toBeVisible());
  },
};

/** Contact Us: the messages visitors sent, new ones first to handle. */
export const ContactUs: Story = {
  parameters: {
    screen: { path: '/arms/cms/portal?page=contact-us' },
    msw: {
      handlers: [
        block,
        armsHttp.get('/contact-us', ({ response }) =>
          response(200).json(
            listOf([
              {
                id: 1,
                name: 'Nguyễn Văn An',
                email: 'an.nguyen@example.vn',
                industry: 'Construction',
                message: 'We would like to post 20 jobs a month. Who can we talk to?',
                telephone: '+84 912 345 678',
                fax: null,
                address: null,
                status: 1,
                createdAt: '2026-05-03T02:15:00.000Z',
              },
            ]),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Nguyễn Văn An')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Mark handled: Nguyễn Văn An' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/cms/{id}', async ({ response }) => {
          await delay('infinite');
          return response(200).json(aBlock());
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A collection without items: what to do next. */
export const Empty: Story = {
  parameters: {
    screen: { path: '/arms/cms/portal?page=banners' },
    msw: { handlers: [block, armsHttp.get('/banners', ({ response }) => response(200).json(listOf([])))] },
  },
  play: expectText('No items yet'),
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [armsHttp.get('/cms/{id}', ({ response }) => response(400).json(errorBody('VALIDATION_ERROR')))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('This could not be loaded')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: { path: '/arms/cms/portal?page=news-events' }, msw: { handlers: [block, news] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Tin tức & Sự kiện' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Ngừng hoạt động')).toBeVisible());
  },
};

/** On a phone the pages are a list to pick from above the editor. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { msw: { handlers: [block] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'About Us' })).toBeVisible());
  },
};

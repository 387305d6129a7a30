import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { loadingStory, onPhone, refusedGet } from '../../stories/listStories';
import { companies } from './storyData';

const meta = {
  title: 'Screens/Admin/Companies/List',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms/companies' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const data = armsHttp.get('/companies', ({ query, response }) => {
  const q = (query.get('q') ?? '').toLowerCase();
  const status = query.get('status');
  const rows = companies.filter(
    (c) => (!q || c.name.toLowerCase().includes(q)) && (status === null || String(c.status) === status),
  );
  return response(200).json(listOf(rows));
});

export const Data: Story = {
  parameters: { msw: { handlers: [data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Mekong Logistics JSC' })).toHaveAttribute(
        'href',
        '/arms/companies/3/detail',
      ),
    );
    await expect(canvas.getByText('Pending approval')).toBeVisible();
    await expect(canvas.getByText('Suspended')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Add a company/ })).toBeVisible();
  },
};

/** The search follows into the URL and the list; nothing matching offers to clear it. */
export const SearchWithoutMatch: Story = {
  parameters: { msw: { handlers: [data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: /Search by name/ }), 'zzz');
    await waitFor(() => expect(canvas.getByText('No company matches your search or filter.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search and filter' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Mekong Logistics JSC' })).toBeVisible());
  },
};

/** Opened from a bookmarked URL with the status filter. */
export const FilteredBySuspended: Story = {
  parameters: {
    msw: { handlers: [data] },
    screen: { path: '/arms/companies?status=0' } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Harbourfront Engineering' })).toBeVisible());
    await expect(canvas.queryByRole('link', { name: 'Mekong Logistics JSC' })).toBeNull();
  },
};

export const Loading: Story = loadingStory('/companies');

export const Empty: Story = {
  parameters: { msw: { handlers: [armsHttp.get('/companies', ({ response }) => response(200).json(listOf([])))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No companies yet')).toBeVisible());
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [refusedGet('/companies')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible());
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers: [data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Công ty' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Chờ duyệt')).toBeVisible());
  },
};

export const Phone: Story = {
  ...Data,
  globals: onPhone,
};

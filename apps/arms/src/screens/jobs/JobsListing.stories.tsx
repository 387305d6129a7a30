import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { HttpHandler } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectText, loadingStory, onPhone, refusedStory } from '../../stories/listStories';
import { aJobRow } from './fixtures';

const jobs = [
  aJobRow(),
  aJobRow({
    id: 12,
    position: 'Kỹ sư phần mềm (Node.js)',
    companyId: 2,
    companyName: 'Công ty TNHH Sen Vàng',
    publishState: 'draft',
  }),
  aJobRow({ id: 13, position: 'Site Safety Supervisor', jobStatusId: 240, jobStatus: 'Close', publishState: 'closed' }),
];
const list: HttpHandler = armsHttp.get('/jobs/arms', ({ request, response }) => {
  const q = new URL(request.url).searchParams.get('q')?.toLowerCase();
  return response(200).json(
    listOf(jobs.filter((j) => !q || `${j.position} ${j.companyName}`.toLowerCase().includes(q))),
  );
});

const meta = {
  title: 'Screens/Admin/Jobs',
  decorators: [withAdminScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/arms/jobs' } satisfies ScreenParameters,
    msw: { handlers: [list] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Kỹ sư phần mềm (Node.js)')).toBeVisible());
    await expect(canvas.getByText('Công ty TNHH Sen Vàng')).toBeVisible();
    await expect(canvas.getAllByText('Jobboard').length).toBeGreaterThan(0);
  },
};

/** Searching by employer: the other employers' jobs go. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Senior Structural Engineer')).toBeVisible());
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by position or employer' }), 'sen vàng');
    await waitFor(() => expect(canvas.queryByText('Senior Structural Engineer')).toBeNull());
    await expect(canvas.getByText('Kỹ sư phần mềm (Node.js)')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [armsHttp.get('/jobs/arms', ({ response }) => response(200).json(listOf([])))] } },
  play: expectText('No jobs yet'),
};

export const NoMatch: Story = {
  parameters: {
    screen: { path: '/arms/jobs?q=zzz' } satisfies ScreenParameters,
    msw: { handlers: [armsHttp.get('/jobs/arms', ({ response }) => response(200).json(listOf([])))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No job matches this search.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(canvas.getByText('No jobs yet')).toBeVisible());
  },
};

export const Loading: Story = loadingStory('/jobs/arms');

export const Error: Story = refusedStory('/jobs/arms');

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Kỹ sư phần mềm (Node.js)')).toBeVisible());
    await expect(canvas.getByRole('searchbox', { name: 'Tìm theo vị trí hoặc nhà tuyển dụng' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Site Safety Supervisor')).toBeVisible());
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

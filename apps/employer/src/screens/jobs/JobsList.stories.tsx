import { armsHttp, aJob, aSessionUser, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { noLogo } from '../../stories/fixtures';
import { emptyList, refused } from '../../stories/listHandlers';

const noEntities = emptyList('/departments');
const jobs = [
  aJob({ id: 1, position: 'Senior Civil Engineer', nominationCount: 4, postingExpiry: '2026-03-31T23:59:59.000Z' }),
  aJob({
    id: 2,
    position: 'Kỹ sư phần mềm (Node.js)',
    salaryCurrency: 'VND',
    salaryMin: 30000000,
    salaryMax: 45000000,
    publishState: 'draft',
    nominationCount: 0,
  }),
  aJob({
    id: 3,
    position: 'Site Supervisor',
    jobStatusId: 240,
    jobStatus: { id: 240, name: 'Close', colour: '#c62828' },
  }),
];
const list = armsHttp.get('/jobs', ({ request, response }) => {
  const ascending = new URL(request.url).searchParams.get('$sort[position]') === '1';
  const rows = ascending ? [...jobs].sort((a, b) => a.position.localeCompare(b.position)) : jobs;
  return response(200).json(listOf(rows));
});

const meta = {
  title: 'Screens/Employer/Jobs/JobsList',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/jobs' } satisfies ScreenParameters,
    msw: { handlers: [noLogo, noEntities, list] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The company's jobs: rows link to the detail, salary with currency and period, "Post a job". */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Senior Civil Engineer' });
    await expect(link).toHaveAttribute('href', '/jobs/1/detail');
    await expect(canvas.getByRole('button', { name: 'Post a job' })).toBeVisible();
    await expect(canvas.getAllByText(/per month/).length).toBeGreaterThan(0);
  },
};

/** Sorting by position goes to the server ($sort[position]=1) and the rows come back in its order. */
export const SortByPosition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Senior Civil Engineer' });
    await userEvent.click(canvas.getByRole('button', { name: /^Position/ }));
    await waitFor(async () =>
      expect(canvas.getAllByRole('link', { name: /Engineer|Kỹ sư|Supervisor/ })[0]).toHaveTextContent(
        'Kỹ sư phần mềm (Node.js)',
      ),
    );
  },
};

/** Still loading: skeleton rows. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        noLogo,
        noEntities,
        armsHttp.get('/jobs', async ({ response }) => {
          await delay('infinite');
          return response(200).json(listOf([]));
        }),
      ],
    },
  },
};

/** No job yet: what to do first. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [noLogo, noEntities, emptyList('/jobs')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No jobs yet')).toBeVisible();
  },
};

/** The filters match nothing: the way back is to clear them. */
export const NoMatch: Story = {
  parameters: {
    screen: { path: '/jobs?q=astronaut&status=240' } satisfies ScreenParameters,
    msw: { handlers: [noLogo, noEntities, emptyList('/jobs')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No jobs match these filters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** The server refused: the catalogue message and "Try again". */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [noLogo, noEntities, refused('/jobs')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** HR staff without post_job: no "Post a job" button (it would only redirect). */
export const WithoutPostJob: Story = {
  parameters: {
    screen: {
      path: '/jobs',
      user: aSessionUser({ role: ['hr_staff'], permissions: ['view_all_job'] }),
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Senior Civil Engineer' });
    await expect(canvas.queryByRole('button', { name: 'Post a job' })).toBeNull();
  },
};

/** Jobs assigned to me. */
export const AssignedToMe: Story = {
  parameters: {
    screen: { path: '/jobs/me' } satisfies ScreenParameters,
    msw: {
      handlers: [
        noLogo,
        noEntities,
        armsHttp.get('/jobs/assigned', ({ response }) => response(200).json(listOf(jobs))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jobs assigned to me' })).toBeVisible();
  },
};

/** In Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Đăng việc làm' })).toBeVisible();
  },
};

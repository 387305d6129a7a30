import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aJobListing, aNominationReport, noLogo } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { errorStory, loadingStory, neverAnswers, refused } from '../../stories/listHandlers';

const byJob = (report = aNominationReport()) =>
  armsHttp.get('/reports/resumes-nominated-to-jobs', ({ response }) => response(200).json(report));

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Reports/Reports',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/resumes-nominated-to-jobs?from=2026-01-01&to=2026-01-30' } satisfies ScreenParameters,
    msw: { handlers: [noLogo, byJob()] },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Nominations to jobs: both charts, the status table with all 12 statuses and the rows. */
export const NominatedToJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Nominations by status' }, { timeout: 15_000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(14);
    await expect(canvas.getByRole('img', { name: /Nominations by status/ })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Senior Civil Engineer' })).toHaveAttribute(
      'href',
      '/jobs/1/detail',
    );
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

/** Nothing in the range: says what to change. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [noLogo, byJob({ ...aNominationReport(0), summary: { ...aNominationReport(0).summary, total: 0 } })],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nothing in this range' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** While the report loads. */
export const Loading: Story = loadingStory(noLogo, neverAnswers('/reports/resumes-nominated-to-jobs'));

/** A range longer than 366 days is refused with the catalogue message and Try again. */
export const Error: Story = errorStory([
  noLogo,
  refused('/reports/resumes-nominated-to-jobs', 400, 'VALIDATION_ERROR'),
]);

/** The range is checked before asking: at most 366 days. */
export const RangeTooLong: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Nominations by status' }, { timeout: 15_000 });
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2024-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('A report covers at most 366 days.')).toBeVisible();
  },
};

/** In Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Đề cử theo trạng thái' }, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** The job listing report: status and publish state, with nominations by status. */
export const JobListing: Story = {
  parameters: {
    screen: { path: '/reports/job-listing' } satisfies ScreenParameters,
    msw: {
      handlers: [noLogo, armsHttp.get('/reports/job-listing', ({ response }) => response(200).json(aJobListing()))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Senior Civil Engineer' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText('Marina Bay Project')).toBeVisible();
  },
};

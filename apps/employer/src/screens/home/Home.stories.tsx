import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aDashboard, emptyDashboard, noLogo } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { errorStory, loadingStory, neverAnswers, refused } from '../../stories/listHandlers';

const dashboard = (data = aDashboard()) => armsHttp.get('/dashboard', ({ response }) => response(200).json(data));

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Home/Dashboard',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/' } satisfies ScreenParameters,
    msw: { handlers: [noLogo, dashboard()] },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A company with activity: the figures, each linking to its screen. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Open jobs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Interview' })).toHaveAttribute(
      'href',
      '/reports/resumes-nominated-to-jobs?status=4',
    );
    await expect(canvas.getAllByRole('link', { name: /Minh Anh Nguyễn to Senior Civil Engineer/ })[0]).toHaveAttribute(
      'href',
      '/jobs/1/detail',
    );
  },
};

/** An empty company: the first steps. */
export const FirstSteps: Story = {
  parameters: { msw: { handlers: [noLogo, dashboard(emptyDashboard)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set your company up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post your first job' })).toHaveAttribute('href', '/jobs/create');
  },
};

export const Loading: Story = loadingStory(noLogo, neverAnswers('/dashboard'));

export const Error: Story = errorStory([noLogo, refused('/dashboard')]);

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Công việc đang mở' })).toBeVisible();
  },
};

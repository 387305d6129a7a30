import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { aDashboard, emptyDashboard } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';

const logo = armsHttp.get('/cms/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')));
const dashboard = (data = aDashboard()) => armsHttp.get('/dashboard', ({ response }) => response(200).json(data));

const meta = {
  title: 'Screens/Employer/Home/Dashboard',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/' } satisfies ScreenParameters,
    msw: { handlers: [logo, dashboard()] },
  },
} satisfies Meta;
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
  parameters: { msw: { handlers: [logo, dashboard(emptyDashboard)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set your company up' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post your first job' })).toHaveAttribute('href', '/jobs/create');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        logo,
        armsHttp.get('/dashboard', async () => {
          await delay('infinite');
          return new Response();
        }),
      ],
    },
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        logo,
        armsHttp.get('/dashboard', ({ response }) => response(403).json(errorBody('PERMISSION_NOT_ACCEPT'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Công việc đang mở' })).toBeVisible();
  },
};

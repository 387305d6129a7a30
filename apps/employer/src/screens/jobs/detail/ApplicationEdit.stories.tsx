import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../../stories/screenStory';
import { detailHandlers } from './fixtures';
import { refused } from '../../../stories/listHandlers';

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Jobs/ApplicationEdit',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/jobs/1/application/1/edit' } satisfies ScreenParameters,
    msw: { handlers: detailHandlers() },
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Application of Văn An Nguyễn' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Application remarks/)).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/job-resumes/{id}', async ({ response }) => {
          await delay('infinite');
          return response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID'));
        }),
        ...detailHandlers(),
      ],
    },
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [refused('/job-resumes/{id}', 404, 'NO_RECORD_FOUND_FOR_ID'), ...detailHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Back to the job' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Lưu hồ sơ ứng tuyển' }, { timeout: 5000 })).toBeVisible();
  },
};

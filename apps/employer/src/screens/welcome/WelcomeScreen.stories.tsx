import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { noLogo } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';

const meta = {
  title: 'Screens/Employer/Welcome/Welcome',
  decorators: [withEmployerScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/welcome' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const progress = {
  companyProfile: true,
  users: true,
  hiringEntity: false,
  emailAlerts: false,
  resumeFormat: false,
  firstJob: true,
};
const data = armsHttp.get('/companies/setup-progress', ({ response }) => response(200).json(progress));

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        noLogo,
        armsHttp.get('/companies/setup-progress', async ({ response }) => {
          await delay('infinite');
          return response(200).json(progress);
        }),
      ],
    },
  },
};

export const Data: Story = {
  parameters: { msw: { handlers: [noLogo, data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 of 6 steps done')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Create a hiring entity/ })).toHaveAttribute(
      'href',
      '/hiring-entities/create',
    );
  },
};

export const AllDone: Story = {
  parameters: {
    msw: {
      handlers: [
        noLogo,
        armsHttp.get('/companies/setup-progress', ({ response }) =>
          response(200).json({
            companyProfile: true,
            users: true,
            hiringEntity: true,
            emailAlerts: true,
            resumeFormat: true,
            firstJob: true,
          }),
        ),
      ],
    },
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        noLogo,
        armsHttp.get('/companies/setup-progress', ({ response }) =>
          response(403).json(errorBody('PERMISSION_NOT_ACCEPT')),
        ),
      ],
    },
  },
};

export const Vietnamese: Story = { globals: { lang: 'vn' }, parameters: { msw: { handlers: [noLogo, data] } } };

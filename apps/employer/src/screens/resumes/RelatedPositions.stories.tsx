import { aJob, aResumeSummary, armsHttp, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import {
  answering,
  neverAnswers,
  phone,
  refuses,
  screenParameters,
  showsAlertAndTryAgain,
  showsLink,
  showsTitleAndLink,
} from './storyStates';

const jobs = [aJob({ id: 5, position: 'Senior Structural Engineer' }), aJob({ id: 6, position: 'Quantity Surveyor' })];
const row = (id: number, resume: ReturnType<typeof aResumeSummary>, isPortal = false) => ({
  id,
  jobResumeId: id,
  status: isPortal ? 1 : 4,
  statusKey: isPortal ? 'open' : 'interview',
  isPortal,
  createdAt: '2025-11-20T08:00:00.000Z',
  job: { id: 3, position: 'Structural Engineer (Bridges)', specialty: 'Civil & Structural' },
  resume,
});
const nominated = [
  row(31, aResumeSummary({ id: 1 })),
  row(32, aResumeSummary({ id: 2, firstName: 'Hồng', lastName: 'Đặng Thị', email: 'hong.dang@example.vn' })),
];
const applicants = [row(41, aResumeSummary({ id: 3, firstName: 'Wei Ming', lastName: 'Lim', email: null }), true)];
const handlers = [
  armsHttp.get('/jobs', ({ response }) => response(200).json(listOf(jobs))),
  armsHttp.get('/jobs/{id}/same-position', ({ response }) => response(200).json(listOf(nominated))),
  armsHttp.get('/jobs/{id}/job-applicants-same-position', ({ response }) => response(200).json(listOf(applicants))),
];

const meta = {
  title: 'Screens/Employer/Resumes/RelatedPositions',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/related-position?job=5', handlers),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Past nominations to positions like the chosen job's, with the similar job and the status. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Related positions' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Hồng Đặng Thị' })).toHaveAttribute('href', '/resumes/2/detail'),
    );
    await expect(canvas.getAllByRole('link', { name: 'Structural Engineer (Bridges)' })[0]).toHaveAttribute(
      'href',
      '/jobs/3/detail',
    );
  },
};

/** The portal's applicants to similar positions (job-applicants-related-position). */
export const Applicants: Story = {
  parameters: { screen: { path: '/job-applicants-related-position?job=5' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Job applicants of related positions' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Wei Ming Lim' })).toBeVisible());
    await expect(canvas.queryByRole('link', { name: 'Hồng Đặng Thị' })).toBeNull();
  },
};

/** No job chosen yet: what to do. */
export const ChooseJob: Story = {
  parameters: { screen: { path: '/related-position' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Choose a job' })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { parameters: answering(neverAnswers('get', '/jobs/{id}/same-position'), handlers) };

/** Nothing similar. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/jobs/{id}/same-position', ({ response }) => response(200).json(listOf([]))),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing from similar positions' })).toBeVisible();
  },
};

/** A refused request: the catalogue message and "Try again". */
export const Error: Story = {
  parameters: answering(refuses(403, 'PERMISSION_NOT_ACCEPT', 'get', '/jobs/{id}/same-position'), handlers),
  play: showsAlertAndTryAgain,
};

/** Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: showsTitleAndLink('Vị trí liên quan', 'Đặng Thị Hồng'),
};

/** Phone width. */
export const Phone: Story = {
  globals: phone,
  play: showsLink('An Nguyễn Văn'),
};

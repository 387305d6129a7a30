import { aJob, aResumeSummary, armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { aPortalResume } from './storyMocks';
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

const rows = [
  aPortalResume({ id: 11 }),
  aPortalResume({
    id: 12,
    portalState: 'approved',
    status: 4,
    statusKey: 'interview',
    resume: aResumeSummary({ id: 2, firstName: 'Hồng', lastName: 'Đặng Thị', email: 'hong.dang@example.vn' }),
  }),
  aPortalResume({
    id: 13,
    jobId: 6,
    job: { id: 6, position: 'Quantity Surveyor (Infrastructure, Mass Rapid Transit projects)' },
    resume: aResumeSummary({ id: 3, firstName: 'Wei Ming', lastName: 'Lim', email: null }),
  }),
];
const jobs = [aJob({ id: 5, position: 'Senior Structural Engineer' }), aJob({ id: 6, position: 'Quantity Surveyor' })];
const common = [armsHttp.get('/jobs', ({ response }) => response(200).json(listOf(jobs)))];

const meta = {
  title: 'Screens/Employer/Resumes/PortalResumes',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/portal-resume', [
    ...common,
    armsHttp.get('/portal-resumes', ({ request, response }) => {
      const state = new URL(request.url).searchParams.get('portalState');
      const found = state ? rows.filter((r) => r.portalState === state) : rows;
      return response(200).json(listOf(found));
    }),
  ]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The applications with their job, status and review state; ticking rows offers approve and move. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Portal resumes' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Hồng Đặng Thị' })).toHaveAttribute('href', '/portal-resume/details/12'),
    );
    await expect(canvas.getAllByText('Pending').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Approved')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Wei Ming Lim/ }));
    await expect(await canvas.findByRole('button', { name: 'Approve 1 resume' })).toBeVisible();
  },
};

/** Approving the ticked rows sends their ids with the state, then says how many. */
export const ApproveSelected: Story = {
  parameters: {
    msw: {
      handlers: [
        ...common,
        armsHttp.get('/portal-resumes', ({ response }) => response(200).json(listOf(rows))),
        armsHttp.patch('/portal-resumes/state', async ({ request, response }) => {
          const body = await request.json();
          return body.state === 'approved'
            ? response(200).json({ updated: body.ids, state: body.state })
            : response(400).json(errorBody('VALIDATION_ERROR'));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'An Nguyễn Văn' })).toBeVisible());
    const boxes = canvas.getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[3]!);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve 2 resumes' }));
    await expect(await within(document.body).findByText('2 resumes approved')).toBeVisible();
  },
};

/** A state filter from the URL; when nothing matches, a way to clear it. */
export const NoResults: Story = {
  parameters: {
    screen: { path: '/portal-resume?state=approved&job=6' } satisfies ScreenParameters,
    msw: {
      handlers: [...common, armsHttp.get('/portal-resumes', ({ response }) => response(200).json(listOf([])))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No portal resumes match' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear the filters' })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { parameters: answering(neverAnswers('get', '/portal-resumes'), common) };

/** None yet: where they come from. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [...common, armsHttp.get('/portal-resumes', ({ response }) => response(200).json(listOf([])))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No portal resumes yet' })).toBeVisible();
  },
};

/** A refused request: the catalogue message and "Try again". */
export const Error: Story = {
  parameters: answering(refuses(403, 'ROLE_NOT_ALLOWED', 'get', '/portal-resumes'), common),
  play: showsAlertAndTryAgain,
};

/** Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: showsTitleAndLink('Hồ sơ từ cổng ứng viên', 'Đặng Thị Hồng'),
};

/** Phone width: rows as cards, a long job title wraps. */
export const Phone: Story = {
  globals: phone,
  play: showsLink('Wei Ming Lim'),
};

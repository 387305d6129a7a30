import { aResumeSummary, armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen } from '../../stories/screenStory';
import { aPortalResume } from './storyMocks';
import { answering, neverAnswers, phone, refuses, screenParameters, showsTitle, showsTryAgain } from './storyStates';

const item = aPortalResume({
  id: 12,
  resume: aResumeSummary({
    id: 2,
    firstName: 'Hồng',
    lastName: 'Đặng Thị',
    email: 'hong.dang@example.vn',
    experienceMonths: 260,
    skills: ['Kỹ sư kết cấu', 'Revit', 'ETABS', 'SAP2000'],
  }),
});

const meta = {
  title: 'Screens/Employer/Resumes/PortalResumeDetail',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/portal-resume/details/12', [
    armsHttp.get('/portal-resumes/{id}', ({ response }) => response(200).json(item)),
  ]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending application: approve it, then it reads Approved; the next statuses and similar positions. */
export const Data: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        let state: 'pending' | 'approved' = 'pending';
        return [
          armsHttp.get('/portal-resumes/{id}', ({ response }) => response(200).json({ ...item, portalState: state })),
          armsHttp.patch('/portal-resumes/state', async ({ request, response }) => {
            const body = await request.json();
            state = body.state;
            return response(200).json({ updated: body.ids, state: body.state });
          }),
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Hồng Đặng Thị/ })).toBeVisible();
    await expect(canvas.getByText(/Applied to Senior Structural Engineer/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the full resume' })).toHaveAttribute(
      'href',
      '/resumes/2/detail',
    );
    await expect(canvas.getByRole('link', { name: 'Past resumes nominated to similar positions' })).toHaveAttribute(
      'href',
      '/related-position?job=5',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark pending' })).toBeVisible());
    await expect(canvas.getAllByText('Approved').length).toBeGreaterThan(0);
  },
};

/** At the end of the transitions: nothing further to choose. */
export const FinalStatus: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/portal-resumes/{id}', ({ response }) =>
          response(200).json({
            ...item,
            status: 6,
            statusKey: 'contractSigned',
            nextStatuses: [],
            portalState: 'approved',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No further status from here.')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { parameters: answering(neverAnswers('get', '/portal-resumes/{id}')) };

/** Not a portal application of the company. */
export const Empty: Story = {
  parameters: answering(refuses(404, 'NO_RECORD_FOUND_FOR_ID', 'get', '/portal-resumes/{id}')),
  play: showsTitle('Portal resume not found'),
};

/** A refused request. */
export const Error: Story = {
  parameters: answering(refuses(403, 'ROLE_NOT_ALLOWED', 'get', '/portal-resumes/{id}')),
  play: showsTryAgain,
};

/** Vietnamese: family name first. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Đặng Thị Hồng/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Duyệt' })).toBeVisible();
  },
};

/** Phone width: cards stack, long link texts wrap. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Similar positions' })).toBeVisible();
  },
};

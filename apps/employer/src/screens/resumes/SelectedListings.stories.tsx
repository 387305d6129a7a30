import type { components } from '@arms/api-client';
import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { aNomination } from './storyMocks';
import { answering, neverAnswers, phone, refuses, screenParameters, showsLink, showsTitle } from './storyStates';

type Row = components['schemas']['NominationWithJob'];

const toJobs: Row[] = [
  {
    ...aNomination({
      id: 51,
      resume: { id: 1, firstName: 'An', lastName: 'Nguyễn Văn', currentTitle: 'Site engineer' },
    }),
    job: { id: 5, position: 'Senior Structural Engineer' },
  },
  {
    ...aNomination({
      id: 52,
      status: 7,
      statusKey: 'jobOffered',
      resume: { id: 2, firstName: 'Hồng', lastName: 'Đặng Thị', currentTitle: null },
    }),
    job: { id: 5, position: 'Senior Structural Engineer' },
  },
];
const toEntities: Row[] = [
  {
    ...aNomination({
      id: 61,
      jobId: null,
      departmentId: 9,
      resume: { id: 3, firstName: 'Wei Ming', lastName: 'Lim', currentTitle: 'Quantity surveyor' },
    }),
    job: null,
  },
];
const at = '2026-01-01T00:00:00.000Z';
const handlers = [
  armsHttp.get('/job-resumes', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    const entities = [...query.keys()].some((k) => k.startsWith('departmentId'));
    return response(200).json(listOf(entities ? toEntities : toJobs));
  }),
  armsHttp.get('/departments', ({ response }) =>
    response(200).json(
      listOf([
        {
          id: 9,
          departmentId: 9,
          companyId: 1,
          name: 'Tuas Port Phase 2',
          description: null,
          address: null,
          postalCode: null,
          phone: null,
          website: null,
          workingHour: null,
          benefits: null,
          protocol: null,
          status: 1,
          createdAt: at,
          updatedAt: at,
        },
      ]),
    ),
  ),
];

const meta = {
  title: 'Screens/Employer/Resumes/SelectedListings',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/selected-from-recruiter', handlers),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resumes staff nominated to jobs, with the job and status. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Selected from recruiters' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Hồng Đặng Thị' })).toBeVisible());
    await expect(canvas.getByText('Job Offered')).toBeVisible();
  },
};

/** Resumes submitted to hiring entities, with the entity's name. */
export const HiringEntities: Story = {
  parameters: { screen: { path: '/selected-from-hiring-entities' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Selected from hiring entities' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Tuas Port Phase 2' })).toHaveAttribute(
        'href',
        '/hiring-entities/details/9',
      ),
    );
  },
};

/** Loading. */
export const Loading: Story = { parameters: answering(neverAnswers('get', '/job-resumes'), handlers) };

/** Nothing selected yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [armsHttp.get('/job-resumes', ({ response }) => response(200).json(listOf([]))), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing selected yet' })).toBeVisible();
  },
};

/** A refused request: the catalogue message and "Try again". */
export const Error: Story = {
  parameters: answering(refuses(403, 'PERMISSION_NOT_ACCEPT', 'get', '/job-resumes'), handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('alert'))[0]).toBeVisible();
  },
};

/** Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: showsTitle('Được chọn từ nhà tuyển dụng'),
};

/** Phone width. */
export const Phone: Story = {
  globals: phone,
  play: showsLink('An Nguyễn Văn'),
};

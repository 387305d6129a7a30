import type { paths } from '@arms/api-client';
import { armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectText, expectTryAgain, onPhone, pendingGet, refusedGet } from '../../stories/listStories';

type JobSeeker =
  paths['/users/arms/job-seeker']['get']['responses'][200]['content']['application/json']['data'][number];
const aSeeker = (overrides: Partial<JobSeeker> = {}): JobSeeker => ({
  id: 1,
  email: 'an.nguyen@example.vn',
  firstName: 'An',
  lastName: 'Nguyễn',
  status: 1,
  nationalityId: 2,
  locationId: 2,
  lastActiveAt: '2026-11-20T02:00:00.000Z',
  hasCv: true,
  createdAt: '2026-05-01T02:00:00.000Z',
  ...overrides,
});
const seekers = [
  aSeeker(),
  aSeeker({
    id: 2,
    email: 'priya.raman@example.in',
    firstName: 'Priya',
    lastName: 'Raman',
    nationalityId: 16,
    hasCv: false,
  }),
  aSeeker({ id: 3, email: 'wei.lim@example.sg', firstName: 'Wei', lastName: 'Lim', nationalityId: 1, status: 0 }),
];
const nationalities = armsHttp.get('/nationalities', ({ response }) =>
  response(200).json(
    listOf(
      [
        { id: 1, name: 'Singaporean', status: 1, order: 1 },
        { id: 2, name: 'Vietnamese', status: 1, order: 2 },
        { id: 16, name: 'Indian', status: 1, order: 16 },
      ] as never,
      { limit: -1 },
    ),
  ),
);
const list = armsHttp.get('/users/arms/job-seeker', ({ request, response }) => {
  const q = new URL(request.url).searchParams.get('q')?.toLowerCase();
  return response(200).json(
    listOf(seekers.filter((s) => !q || `${s.firstName} ${s.lastName} ${s.email}`.toLowerCase().includes(q))),
  );
});
let downloaded = 0;
const cv = armsHttp.get('/download-cv/job-seeker/{userId}', ({ params }) => {
  if (String(params.userId) !== '1') return HttpResponse.json(errorBody('FILE_NOT_EXISTED'), { status: 404 });
  downloaded += 1;
  return new HttpResponse(new Blob(['%PDF-1.4 An Nguyễn'], { type: 'application/pdf' }), {
    headers: { 'content-disposition': `attachment; filename="cv.pdf"; filename*=UTF-8''An%20Nguy%E1%BB%85n.pdf` },
  }) as never;
});

const meta = {
  title: 'Screens/Admin/Job seekers',
  decorators: [withAdminScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/arms/jobseeker' } satisfies ScreenParameters,
    msw: { handlers: [nationalities, list, cv] },
  },
  beforeEach: () => {
    downloaded = 0;
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The listing with nationality names, and the CV download where there is a CV. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Vietnamese')).toBeVisible());
    await expect(canvas.getByText('No CV')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CV of An Nguyễn' }));
    await waitFor(() => expect(downloaded).toBe(1));
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('wei.lim@example.sg')).toBeVisible());
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or email' }), 'priya');
    await waitFor(() => expect(canvas.queryByText('wei.lim@example.sg')).toBeNull());
    await expect(canvas.getByText('priya.raman@example.in')).toBeVisible();
  },
};

/** A CV gone from storage: the catalogue message as a toast. */
export const DownloadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        nationalities,
        armsHttp.get('/users/arms/job-seeker', ({ response }) => response(200).json(listOf([aSeeker({ id: 3 })]))),
        cv,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download CV of An Nguyễn' }));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText(/File does not exist/)).toBeVisible(),
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        nationalities,
        armsHttp.get('/users/arms/job-seeker', ({ response }) => response(200).json(listOf([]))),
      ],
    },
  },
  play: expectText('No job seekers yet'),
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [nationalities, pendingGet('/users/arms/job-seeker')],
    },
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [nationalities, refusedGet('/users/arms/job-seeker')],
    },
  },
  play: expectTryAgain,
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tải CV của An Nguyễn' })).toBeVisible());
    await expect(canvas.getByText('Chưa có CV')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('priya.raman@example.in')).toBeVisible());
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

import type { paths } from '@arms/api-client';
import { armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectText } from '../../stories/listStories';
import { aJobRow } from '../jobs/fixtures';

type LoginLog = paths['/logs/users']['get']['responses'][200]['content']['application/json']['data'][number];
type Stats = paths['/user-stats']['get']['responses'][200]['content']['application/json'];

const aLogin = (overrides: Partial<LoginLog> = {}): LoginLog => ({
  id: 1,
  userId: 1,
  email: 'arms@arms-demo.org',
  portal: 'arms',
  success: true,
  code: null,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  createdAt: '2026-11-24T05:10:00.000Z',
  ...overrides,
});
const logins = [
  aLogin(),
  aLogin({
    id: 2,
    userId: null,
    email: 'someone@unknown.example',
    portal: 'crms',
    success: false,
    code: 'USER_NOT_FOUND',
  }),
  aLogin({ id: 3, userId: 4, email: 'admin@lotus-demo.sg', portal: 'crms', createdAt: '2026-11-23T10:02:00.000Z' }),
];
const stats: Stats = {
  usersByRole: { account_admin: 3, hr_staff: 5, arms_admin: 2, hiring_manager: 4 },
  activeUsers: 13,
  companiesByStatus: { '1': 4, '0': 1 },
  jobSeekers: 3,
  loginsPerDay: [
    { day: '2026-11-20', success: 4, failed: 1 },
    { day: '2026-11-21', success: 7, failed: 0 },
    { day: '2026-11-23', success: 5, failed: 2 },
    { day: '2026-11-24', success: 2, failed: 0 },
  ],
};
const handlers = [
  armsHttp.get('/logs/users', ({ response }) => response(200).json(listOf(logins))),
  armsHttp.get('/logs/closed-jobs', ({ response }) =>
    response(200).json(listOf([aJobRow({ jobStatusId: 240, jobStatus: 'Close', position: 'Site Safety Supervisor' })])),
  ),
  armsHttp.get('/user-stats', ({ response }) => response(200).json(stats)),
];
const never = async () => {
  await delay('infinite');
  return new Response();
};

const meta = {
  title: 'Screens/Admin/Logs',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms/logs' } satisfies ScreenParameters, msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The users log: sign-ins newest first, a refusal with its catalogue message. */
export const UsersLog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('someone@unknown.example')).toBeVisible());
    await expect(canvas.getByText('User not found or not active')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Users log' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The closed jobs log, reached from its tab. */
export const ClosedJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Closed jobs log' }));
    await waitFor(() => expect(canvas.getByText('Site Safety Supervisor')).toBeVisible());
  },
};

/** User stats: the figures, the chart (loaded on this tab only) and the same figures as a table. */
export const UserStats: Story = {
  parameters: { screen: { path: '/arms/logs?tab=stats' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chart's chunk (recharts) loads on this tab only, so it may take a moment the first time: on a loaded
    // 2-core machine the first transform of that chunk took longer than 15 s (the project's test timeout is 60 s).
    await waitFor(() => expect(canvas.getByRole('img', { name: /Bar chart of successful/ })).toBeVisible(), {
      timeout: 45_000,
    });
    const table = canvas.getByRole('table', { name: 'Sign-ins per day over the last 30 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByText('Active staff accounts')).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Accounts by role' })).getByText('HR Staff')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [armsHttp.get('/logs/users', ({ response }) => response(200).json(listOf([])))] },
  },
  play: expectText('No sign-in attempt is recorded yet.'),
};

export const StatsEmpty: Story = {
  parameters: {
    screen: { path: '/arms/logs?tab=stats' } satisfies ScreenParameters,
    msw: {
      handlers: [
        armsHttp.get('/user-stats', ({ response }) =>
          response(200).json({
            usersByRole: {},
            activeUsers: 0,
            companiesByStatus: {},
            jobSeekers: 0,
            loginsPerDay: [],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('Nobody signed in over the last 30 days.')).toBeVisible(),
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [armsHttp.get('/logs/users', never), armsHttp.get('/user-stats', never)] },
  },
};

export const StatsLoading: Story = {
  parameters: {
    screen: { path: '/arms/logs?tab=stats' } satisfies ScreenParameters,
    msw: { handlers: [armsHttp.get('/user-stats', never)] },
  },
};

export const Error: Story = {
  parameters: {
    screen: { path: '/arms/logs?tab=stats' } satisfies ScreenParameters,
    msw: {
      handlers: [armsHttp.get('/user-stats', ({ response }) => response(403).json(errorBody('PERMISSION_NOT_ACCEPT')))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible());
    await expect(canvas.getByText('You do not have permission to do this')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: { path: '/arms/logs?tab=stats' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Thống kê người dùng' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Tài khoản nhân viên đang hoạt động')).toBeVisible());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('someone@unknown.example')).toBeVisible());
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

import { armsHttp, aSessionUser, aJob, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { aDashboard } from '../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../stories/screenStory';

const logo = armsHttp.get('/cms/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')));
const dashboard = armsHttp.get('/dashboard', ({ response }) => response(200).json(aDashboard()));
const jobs = [
  aJob({ id: 1, position: 'Senior Civil Engineer' }),
  aJob({
    id: 2,
    position: 'Kỹ sư phần mềm (Node.js)',
    salaryCurrency: 'VND',
    salaryMin: 30000000,
    salaryMax: 45000000,
  }),
];

const meta = {
  title: 'Screens/Employer/Shell',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/' } satisfies ScreenParameters,
    msw: { handlers: [logo, dashboard] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (parameters: ScreenParameters) => parameters;

/** A visitor: the recruiter login with its links to forgot password and sign up. */
export const Login: Story = {
  parameters: { screen: screen({ path: '/login', user: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /password/i })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: /company|công ty/i })).toHaveAttribute('href', '/signup');
  },
};

/** Signed in, an unknown path: the not-found screen inside the layout, with the menu and logout. */
export const NotFoundInLayout: Story = {
  parameters: { screen: screen({ path: '/no-such-page' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /navigation|điều hướng/i })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /log ?out|đăng xuất/i })).toBeVisible();
  },
};

/** The home page of a signed-in account administrator. */
export const HomePage: Story = {
  parameters: { screen: screen({ path: '/' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Mei Ling/ })).toBeVisible();
  },
};

/** A user who has not accepted the terms of use: the blocking modal. */
export const TermsOfUse: Story = {
  parameters: {
    screen: screen({ path: '/', user: aSessionUser({ acceptTermDate: null }) }),
    msw: {
      handlers: [
        armsHttp.get('/cms/{id}', ({ params, response }) =>
          params.id === 'term-of-use'
            ? response(200).json({
                id: 'term-of-use',
                title: 'Terms Of Use',
                content: '<p>By using ARMS you agree to these terms of use.</p>',
                imagePath: null,
                data: {},
                updatedAt: '2026-01-01T00:00:00.000Z',
              })
            : response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(await within(dialog).findByText(/agree to these terms/)).toBeVisible();
  },
};

/** First login of an account administrator: the onboarding modal. */
export const Onboarding: Story = {
  parameters: { screen: screen({ path: '/', user: aSessionUser({ isFirstTimeLogin: true }) }) },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /next|tiếp/i }));
    await expect(await within(dialog).findByText(/Post your first job|Đăng công việc đầu tiên/)).toBeVisible();
    await expect(within(dialog).getByText(/Add your colleagues|Thêm đồng nghiệp/)).toBeVisible();
  },
};

/**
 * A sourcer l2 (docs/decisions/0188), every permission held: the sourcer's entries and the level 2
 * reset password, no jobs, resumes or hiring entities.
 */
export const SourcerL2Menu: Story = {
  parameters: {
    screen: screen({
      path: '/',
      user: aSessionUser({
        role: ['sourcer_l2'],
        permissions: ['access_hiring_entities', 'view_all_job', 'post_job', 'access_all_candidate'],
      }),
    }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const nav = within(await within(canvasElement).findByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Documents' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Welcome' })).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Setting' }));
    await expect(await nav.findByRole('link', { name: 'Reset Password' })).toHaveAttribute(
      'href',
      '/setting/reset-password',
    );
    for (const hidden of ['Jobs', 'Resumes', 'Hiring Entities', 'Reports'])
      await expect(nav.queryByRole('button', { name: hidden })).toBeNull();
  },
};

/** The jobs list while the first page loads. */
export const JobsLoading: Story = {
  parameters: {
    screen: screen({ path: '/jobs' }),
    msw: {
      handlers: [
        logo,
        armsHttp.get('/jobs', async ({ response }) => (await delay('infinite'), response(200).json(listOf([])))),
      ],
    },
  },
};

/** The jobs list with data. */
export const JobsData: Story = {
  parameters: {
    screen: screen({ path: '/jobs' }),
    msw: { handlers: [logo, armsHttp.get('/jobs', ({ response }) => response(200).json(listOf(jobs)))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Senior Civil Engineer' })).toBeVisible();
  },
};

/** The home page in Vietnamese. */
export const HomePageVietnamese: Story = { ...HomePage, globals: { lang: 'vn' } };

/** The jobs list in Vietnamese. */
export const JobsDataVietnamese: Story = { ...JobsData, globals: { lang: 'vn' } };

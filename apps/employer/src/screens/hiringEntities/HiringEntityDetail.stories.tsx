import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aDepartment, aHiringManager, anAttachment, noLogo } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { emptyList, loadingStory, neverAnswers, refused } from '../../stories/listHandlers';

const meta = {
  title: 'Screens/Employer/HiringEntities/Detail',
  decorators: [withEmployerScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/hiring-entities/details/1' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const handlers = [
  noLogo,
  armsHttp.get('/departments/{id}', ({ response }) => response(200).json(aDepartment())),
  armsHttp.get('/departments/{id}/contacts', ({ response }) =>
    response(200).json([
      aHiringManager(),
      aHiringManager({
        id: 2,
        firstName: 'Minh',
        lastName: 'Trần',
        name: 'Minh Trần',
        designation: 'HR Lead',
        status: 0,
      }),
    ]),
  ),
  armsHttp.get('/departments/{id}/documents', ({ response }) => response(200).json([anAttachment()])),
  armsHttp.get('/departments/{id}/access-logs', ({ response }) =>
    response(200).json([
      { id: 2, userId: 1, userName: 'Mei Ling Tan', action: 'update', createdAt: '2026-03-04T09:30:00.000Z' },
      { id: 1, userId: 1, userName: 'Mei Ling Tan', action: 'view', createdAt: '2026-03-04T09:00:00.000Z' },
    ]),
  ),
  emptyList('/departments/{id}/resumes'),
];

export const Loading: Story = loadingStory(noLogo, neverAnswers('/departments/{id}'));

export const Data: Story = {
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marina Bay Data Centre' })).toBeVisible();
    await expect(await canvas.findByText('Grace Lim')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activate Minh Trần' })).toBeVisible();
  },
};

export const Documents: Story = {
  parameters: { msw: { handlers }, screen: { path: '/hiring-entities/details/1?tab=documents' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Download Site induction.pdf' })).toBeVisible();
  },
};

export const AccessLog: Story = {
  parameters: { msw: { handlers }, screen: { path: '/hiring-entities/details/1?tab=logs' } },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [noLogo, refused('/departments/{id}', 404, 'PROJECT_NOT_EXISTED')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers } },
};

import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { aDepartment, noLogo } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { emptyList, refused } from '../../stories/listHandlers';

const meta = {
  title: 'Screens/Employer/HiringEntities/List',
  decorators: [withEmployerScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/hiring-entities' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const entities = [
  aDepartment(),
  aDepartment({ id: 2, name: 'Jurong Industrial Estate', address: '2 Jurong East St 21', status: 0 }),
  aDepartment({ id: 3, name: 'Văn phòng Hà Nội', address: '54 Liễu Giai, Ba Đình, Hà Nội', phone: '+84 24 3333 4444' }),
];
const data = armsHttp.get('/departments', ({ response }) => response(200).json(listOf(entities)));

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        noLogo,
        armsHttp.get('/departments', async ({ response }) => {
          await delay('infinite');
          return response(200).json(listOf([]));
        }),
      ],
    },
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [noLogo, emptyList('/departments')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No hiring entities yet')).toBeVisible();
  },
};

export const Data: Story = {
  parameters: { msw: { handlers: [noLogo, data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Jurong Industrial Estate' })).toHaveAttribute(
      'href',
      '/hiring-entities/details/2',
    );
    await expect(canvas.getByRole('button', { name: /Add a hiring entity/ })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [noLogo, refused('/departments')],
    },
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers: [noLogo, data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Đơn vị tuyển dụng' })).toBeVisible();
  },
};

import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectText } from '../../stories/listStories';
import { anAccount } from './fixtures';

let status = 1;
const one = armsHttp.get('/users/{id}', ({ params, response }) =>
  String(params.id) === '7'
    ? response(200).json(anAccount({ status }))
    : String(params.id) === '1'
      ? response(200).json(anAccount({ id: 1, email: 'arms@arms-demo.org', firstName: 'Platform', lastName: 'Admin' }))
      : response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')),
);
const patch = armsHttp.patch('/users/{id}', async ({ request, response }) => {
  const body = await request.json();
  status = body.status ?? status;
  return response(200).json(anAccount({ status }));
});

const meta = {
  title: 'Screens/Admin/Staff/Detail',
  decorators: [withAdminScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/arms/staff-management/7/detail' } satisfies ScreenParameters,
    msw: { handlers: [one, patch] },
  },
  beforeEach: () => {
    status = 1;
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account's facts; suspending asks first, then the account shows as suspended. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Linh Phạm' })).toBeVisible());
    await expect(canvas.getByText('System Administrator')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Suspend Linh Phạm?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Activate' })).toBeVisible());
    await expect(page.getByText('Linh Phạm is suspended.')).toBeVisible();
  },
};

/** Your own account: no suspend button, and why. */
export const Yourself: Story = {
  parameters: { screen: { path: '/arms/staff-management/1/detail' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Platform Admin' })).toBeVisible());
    await expect(canvas.getByText(/you cannot suspend yourself/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Suspend' })).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { screen: { path: '/arms/staff-management/404/detail' } satisfies ScreenParameters },
  play: expectText('This account does not exist.'),
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/users/{id}', async () => {
          await delay('infinite');
          return new Response();
        }),
      ],
    },
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tạm ngưng' })).toBeVisible());
    await expect(canvas.getByText('Quản trị viên hệ thống')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Suspend' })).toBeVisible());
  },
};

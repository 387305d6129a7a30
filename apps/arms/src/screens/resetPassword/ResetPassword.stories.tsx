import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';

const change: HttpHandler = armsHttp.patch('/users/change-password', async ({ request, response }) => {
  const body = await request.json();
  return body.currentPassword === 'Arms@2026'
    ? response(200).json({ ok: true })
    : response(400).json(errorBody('CURRENT_PASSWORD_NOT_CORRECTED'));
});

const meta = {
  title: 'Screens/Admin/Reset password',
  decorators: [withAdminScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/arms/setting/reset-password' } satisfies ScreenParameters,
    msw: { handlers: [change] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>, current: string, next: string, confirm = next) => {
  await userEvent.type(await canvas.findByLabelText(/Current password/), current);
  await userEvent.type(canvas.getByLabelText(/^New password/), next);
  await userEvent.type(canvas.getByLabelText(/Confirm new password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
};

/** A good change: the toast says so and the fields are emptied. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Arms@2026', 'Arms@2027!x');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText(/Your password is changed/)).toBeVisible(),
    );
    await expect(canvas.getByLabelText(/Current password/)).toHaveValue('');
  },
};

/** Section 5: the passwords must match and the new one must differ from the current one. */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Arms@2026', 'Arms@2026', 'Other@2026');
    await waitFor(() => expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(/.+/));
    await expect(canvas.getByLabelText(/Confirm new password/)).toHaveAccessibleDescription(/.+/);
  },
};

/** A wrong current password: the server's catalogue error, nothing typed is lost. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Wrong@2026', 'Arms@2027!x');
    await waitFor(() => expect(canvasElement.ownerDocument.body.textContent).toMatch(/current password/i));
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('Arms@2027!x');
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Đổi mật khẩu' })).toBeVisible());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Change password' })).toBeVisible());
  },
};

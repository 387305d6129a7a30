import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';

const meta = {
  title: 'Screens/Admin/Account/ForgotPassword',
  decorators: [withAdminScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/arms/forgot-password', user: null } satisfies ScreenParameters,
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const spy = fn();
const sent = armsHttp.post('/auth-management', async ({ request, response }) => {
  spy(await request.json());
  return response(200).json({ ok: true, expiresInHours: 2 });
});

/** The form, empty: an address is required before any call. */
export const Empty: Story = {
  parameters: { msw: { handlers: [sent] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(/required/));
  },
};

/** Sent for the administration portal: the confirmation says the link expires in 2 hours. */
export const Data: Story = {
  parameters: { msw: { handlers: [sent] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'arms@arms-demo.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'We sent a link to arms@arms-demo.org. The link expires in 2 hours.',
      ),
    );
    await expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({ action: 'sendResetPwd', portal: 'arms', value: { email: 'arms@arms-demo.org' } }),
    );
  },
};

/** No active account has the address: the catalogue's USER_NOT_FOUND message. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [armsHttp.post('/auth-management', ({ response }) => response(403).json(errorBody('USER_NOT_FOUND')))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }), 'nobody@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('User not found or not active'));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('nobody@example.org');
  },
};

export const Loading: Story = {
  name: 'Loading (checking the emailed link)',
  parameters: {
    screen: { path: '/arms/forgot-password?token=abcdefghijklmnop', user: null } satisfies ScreenParameters,
    msw: {
      handlers: [
        armsHttp.get('/users/check-token', async ({ response }) => {
          await delay('infinite');
          return response(200).json({ email: 'arms@arms-demo.org' } as never);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Checking your link…')).toBeVisible());
  },
};

/** The emailed link: the new password is set and the administrator goes back to the login. */
export const ResetWithLink: Story = {
  parameters: {
    screen: { path: '/arms/forgot-password?token=abcdefghijklmnop', user: null } satisfies ScreenParameters,
    msw: {
      handlers: [
        armsHttp.get('/users/check-token', ({ response }) =>
          response(200).json({ email: 'arms@arms-demo.org' } as never),
        ),
        sent,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('For the account arms@arms-demo.org.')).toBeVisible());
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Arms@2027!x');
    await userEvent.type(canvas.getByLabelText(/^Confirm the new password/), 'Arms@2027!x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the password' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'System Administrator Login' })).toBeVisible(),
    );
  },
};

/** An expired link says so and offers a new one. */
export const ExpiredLink: Story = {
  parameters: {
    screen: { path: '/arms/forgot-password?token=abcdefghijklmnop', user: null } satisfies ScreenParameters,
    msw: {
      handlers: [
        armsHttp.get('/users/check-token', ({ response }) =>
          response(410).json(errorBody('TOKEN_IS_EXPIRED') as never),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The link has expired'));
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/arms/forgot-password',
    );
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers: [sent] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Quên mật khẩu?' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Quay lại đăng nhập' })).toHaveAttribute('href', '/arms/login');
  },
};

export const Phone: Story = { ...Data, globals: { viewport: { value: 'mobile', isRotated: false } } };

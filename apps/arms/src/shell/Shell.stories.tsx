import { aSessionUser } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../stories/screenStory';

const meta = {
  title: 'Screens/Admin/Shell',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms' } satisfies ScreenParameters, msw: { handlers: [] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the System Administrator Login with its forgot-password link. */
export const Login: Story = {
  parameters: { screen: { path: '/arms/login', user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /password|mật khẩu/i })).toHaveAttribute(
      'href',
      '/arms/forgot-password',
    );
  },
};

/** The platform administrator's home: every area of the admin menu. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /navigation|điều hướng/i })).toBeVisible();
  },
};

/** The same in Vietnamese. */
export const HomeVietnamese: Story = { ...Home, globals: { lang: 'vn' } };

/** Signed in, an unknown admin path: not-found inside the layout. */
export const NotFoundInLayout: Story = {
  parameters: { screen: { path: '/arms/no-such-page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /log ?out|đăng xuất/i })).toBeVisible();
  },
};

/** An employer user on an admin path is sent away from the admin area by the guard. */
export const EmployerUserRefused: Story = {
  parameters: { screen: { path: '/arms/companies', user: aSessionUser() } },
};

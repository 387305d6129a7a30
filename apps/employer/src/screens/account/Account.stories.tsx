import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { noLogo } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';

const meta = {
  title: 'Screens/Employer/Account/PublicScreens',
  decorators: [withEmployerScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/signup', user: null } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const emailTaken = armsHttp.get('/users/check-email', ({ response }) => response(200).json({ exists: true }));

export const SignUp: Story = { parameters: { msw: { handlers: [noLogo] } } };

/** The duplicate email check answers before the form is sent. */
export const SignUpEmailTaken: Story = {
  parameters: { msw: { handlers: [noLogo, emailTaken] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Work email/ }), 'admin@lotus-demo.sg');
    await userEvent.tab();
    await expect(await canvas.findByText(/An account already uses this email/)).toBeVisible();
  },
};

export const SignUpVietnamese: Story = { globals: { lang: 'vn' }, parameters: { msw: { handlers: [noLogo] } } };

export const SignUpSuccess: Story = {
  parameters: { screen: { path: '/signup-success', user: null }, msw: { handlers: [noLogo] } },
};

export const ForgotPassword: Story = {
  parameters: {
    screen: { path: '/forgot-password', user: null },
    msw: {
      handlers: [
        noLogo,
        armsHttp.post('/auth-management', ({ response }) => response(200).json({ ok: true, expiresInHours: 2 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'hr@lotus-demo.sg');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText(/The link expires in 2 hours/)).toBeVisible();
  },
};

export const ForgotPasswordNotFound: Story = {
  parameters: {
    screen: { path: '/forgot-password', user: null },
    msw: {
      handlers: [
        noLogo,
        armsHttp.post('/auth-management', ({ response }) => response(403).json(errorBody('USER_NOT_FOUND'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Email/ }), 'nobody@lotus-demo.sg');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText('User not found or not active')).toBeVisible();
  },
};

export const ForgotPasswordVietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: { path: '/forgot-password', user: null }, msw: { handlers: [noLogo] } },
};

const token = '/create-password?token=0123456789abcdef';

export const CreatePasswordLoading: Story = {
  parameters: {
    screen: { path: token, user: null },
    msw: {
      handlers: [
        noLogo,
        armsHttp.get('/users/check-token', async ({ response }) => {
          await delay('infinite');
          return response(410).json(errorBody('TOKEN_IS_EXPIRED'));
        }),
      ],
    },
  },
};

export const CreatePassword: Story = {
  parameters: {
    screen: { path: token, user: null },
    msw: {
      handlers: [
        noLogo,
        armsHttp.get('/users/check-token', ({ response }) =>
          response(200).json({
            valid: true,
            kind: 'reset',
            email: 'hr@lotus-demo.sg',
            expiresAt: '2026-03-01T11:00:00.000Z',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('For the account hr@lotus-demo.sg.')).toBeVisible();
  },
};

export const CreatePasswordExpired: Story = {
  parameters: {
    screen: { path: token, user: null },
    msw: {
      handlers: [
        noLogo,
        armsHttp.get('/users/check-token', ({ response }) => response(410).json(errorBody('TOKEN_IS_EXPIRED'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const CreatePasswordExpiredVietnamese: Story = {
  ...CreatePasswordExpired,
  play: undefined,
  globals: { lang: 'vn' },
};

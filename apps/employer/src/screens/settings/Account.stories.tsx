import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';

const logo = armsHttp.get('/cms/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')));
const frequency = armsHttp.get('/portal-date-frequency', ({ response }) =>
  response(200).json({ companyId: 1, frequency: 30, active: true }),
);

const meta = {
  title: 'Screens/Employer/Settings/Account',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/setting/reset-password' } satisfies ScreenParameters,
    msw: { handlers: [logo, frequency] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reset password: the rules of section 5 before sending. */
export const ResetPassword: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Current password/), 'Lotus@2026');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Lotus@2026');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'Other@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findAllByText(/must|match|differ|khác|khớp/i)).not.toHaveLength(0);
  },
};

/** The server says the current password is wrong. */
export const ResetPasswordError: Story = {
  parameters: {
    msw: {
      handlers: [
        logo,
        armsHttp.patch('/users/change-password', ({ response }) =>
          response(400).json(errorBody('CURRENT_PASSWORD_NOT_CORRECTED')),
        ),
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Current password/), 'Wrong@2026');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Newer@2026x');
    await userEvent.type(canvas.getByLabelText(/Confirm new password/), 'Newer@2026x');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const ResetPasswordVietnamese: Story = { globals: { lang: 'vn' } };

/** Auto-renew: every 14, 30, 60 or 90 days (section 9). */
export const AutoRenew: Story = {
  parameters: { screen: { path: '/setting/portal-date-cms' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Every 30 days' })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
  },
};

export const AutoRenewLoading: Story = {
  parameters: {
    screen: { path: '/setting/portal-date-cms' } satisfies ScreenParameters,
    msw: {
      handlers: [
        logo,
        armsHttp.get('/portal-date-frequency', async () => {
          await delay('infinite');
          return new Response();
        }),
      ],
    },
  },
};

export const AutoRenewError: Story = {
  parameters: {
    screen: { path: '/setting/portal-date-cms' } satisfies ScreenParameters,
    msw: {
      handlers: [
        logo,
        armsHttp.get('/portal-date-frequency', ({ response }) =>
          response(403).json(errorBody('PERMISSION_NOT_ACCEPT')),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const AutoRenewVietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: { path: '/setting/portal-date-cms' } satisfies ScreenParameters },
};

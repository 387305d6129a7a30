import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectText } from '../../stories/listStories';
import { aCustomEmail, recipients } from './fixtures';

const meta = {
  title: 'Screens/Admin/Content/Email form',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms/emails/create' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const one = armsHttp.get('/custom-emails/{id}', ({ response }) => response(200).json(aCustomEmail()));

/** A new email: sending without a recipient is refused before anything is saved. */
export const Create: Story = {
  parameters: { msw: { handlers: [...recipients] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Subject/), 'New feature: saved searches');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and send' }));
    await waitFor(() => expect(canvas.getByText('Choose at least one employer or user')).toBeVisible());
    await expect(canvas.getAllByText('This field is required')).toHaveLength(1);
  },
};

/** A sent email: its delivery so far above the form, its recipients chosen. */
export const Edit: Story = {
  parameters: { screen: { path: '/arms/emails/1/edit' }, msw: { handlers: [...recipients, one] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Delivery so far' })).toBeVisible());
    await expect(canvas.getByText('12 delivered')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Chosen: 2 employers and 0 users.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Save and send again' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    screen: { path: '/arms/emails/1/edit' },
    msw: {
      handlers: [
        ...recipients,
        armsHttp.get('/custom-emails/{id}', async ({ response }) => {
          await delay('infinite');
          return response(200).json(aCustomEmail());
        }),
      ],
    },
  },
};

export const Error: Story = {
  parameters: {
    screen: { path: '/arms/emails/99/edit' },
    msw: {
      handlers: [
        ...recipients,
        armsHttp.get('/custom-emails/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('This could not be loaded')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers: [...recipients] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Lưu và gửi' })).toBeVisible());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screen: { path: '/arms/emails/1/edit' }, msw: { handlers: [...recipients, one] } },
  play: expectText('12 delivered'),
};

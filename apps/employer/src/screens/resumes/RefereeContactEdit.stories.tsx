import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen } from '../../stories/screenStory';
import { aReferee } from './storyMocks';
import { phone, refereeLoadStates, screenParameters } from './storyStates';

const referee = aReferee();

const meta = {
  title: 'Screens/Employer/Resumes/RefereeContactEdit',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/resumes/referee-contact/1/edit', [
    armsHttp.get('/referrals/{id}', ({ response }) => response(200).json(referee)),
    armsHttp.patch('/referrals/{id}', async ({ request, response }) =>
      response(200).json({ ...referee, ...(await request.json()) }),
    ),
  ]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields filled in; a bad email and phone are refused here, then the fix saves and opens the detail. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Trần Thị Mai');
    await expect(canvas.getByRole('button', { name: 'Upload a photo' })).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(email);
    await userEvent.type(email, 'mai.tran@songda.com.vn');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /Trần Thị Mai/ })).toBeVisible();
  },
};

/** The server refuses the save: its message on the field, nothing typed lost. */
export const ServerRefuses: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/referrals/{id}', ({ response }) => response(200).json(referee)),
        armsHttp.patch('/referrals/{id}', ({ response }) =>
          response(400).json({
            ...errorBody('VALIDATION_ERROR'),
            details: [{ field: 'phone', code: 'domain.validation.contact.phone', params: {} }],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = await canvas.findByRole('textbox', { name: 'Company' });
    await userEvent.clear(company);
    await userEvent.type(company, 'Vinaconex');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true'));
    await expect(company).toHaveValue('Vinaconex');
  },
};

/** With a photo: replace or remove it. */
export const WithPhoto: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/referrals/{id}', ({ response }) => response(200).json({ ...referee, hasAvatar: true })),
        armsHttp.get('/referrals/{id}/avatar', ({ response }) =>
          response(200).json({ url: '/api/files/missing.png', expiresAt: '2026-01-01T00:10:00.000Z' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Replace the photo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove the photo' })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = refereeLoadStates.loading;

/** Not found. */
export const Empty: Story = refereeLoadStates.notFound;

/** A refused load: the catalogue message and "Try again". */
export const Error: Story = refereeLoadStates.refused;

/** Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Lưu thay đổi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tải ảnh lên' })).toBeVisible();
  },
};

/** Phone width: one field a row. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

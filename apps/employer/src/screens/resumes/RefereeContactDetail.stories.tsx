import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen } from '../../stories/screenStory';
import { aReferee } from './storyMocks';
import { phone, refereeLoadStates, screenParameters } from './storyStates';

const referee = aReferee();

const meta = {
  title: 'Screens/Employer/Resumes/RefereeContactDetail',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/resumes/referee-contact/1/detail', [
    armsHttp.get('/referrals/{id}', ({ response }) => response(200).json(referee)),
  ]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The referee's details, the candidate they vouch for, edit and delete (asked first). */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Trần Thị Mai/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'mai.tran@songda.vn' })).toHaveAttribute(
      'href',
      'mailto:mai.tran@songda.vn',
    );
    await expect(canvas.getByRole('link', { name: 'An Nguyễn Văn' })).toHaveAttribute('href', '/resumes/1/detail');
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/resumes/referee-contact/1/edit');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(/removed from An Nguyễn Văn’s resume/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** Deleting goes back to the list. */
export const Deleted: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/referrals/{id}', ({ response }) => response(200).json(referee)),
        armsHttp.delete('/referrals/{id}', ({ response }) => response(204).empty()),
        armsHttp.post('/referrals/list', ({ response }) =>
          response(200).json({ total: 0, limit: 25, skip: 0, data: [] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('heading', { name: 'No referee contacts yet' })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = refereeLoadStates.loading;

/** Not found (another company's referee, or none). */
export const Empty: Story = refereeLoadStates.notFound;

/** A refused request: the catalogue message and "Try again". */
export const Error: Story = refereeLoadStates.refused;

/** Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tham chiếu cho')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Sửa' })).toBeVisible());
  },
};

/** Phone width: labels above their values. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Trần Thị Mai/ })).toBeVisible();
  },
};

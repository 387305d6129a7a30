import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { aReferee } from './storyMocks';
import {
  answering,
  neverAnswers,
  phone,
  refuses,
  screenParameters,
  showsAlertAndTryAgain,
  showsLink,
  showsTitleAndLink,
} from './storyStates';

const rows = [
  aReferee({ id: 1 }),
  aReferee({
    id: 2,
    name: 'Tan Boon Huat',
    designation: null,
    company: 'Keppel Infrastructure Engineering Services Pte. Ltd.',
    email: 'boonhuat.tan.projects@keppel-infrastructure.example.sg',
    phone: null,
    resumeId: 2,
    resumeName: 'Hồng Đặng Thị',
  }),
];
const page = (data: typeof rows, total = data.length) => ({ total, limit: 25, skip: 0, data });

const meta = {
  title: 'Screens/Employer/Resumes/RefereeContacts',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/resumes/referee-contact', [
    armsHttp.post('/referrals/list', async ({ request, response }) => {
      const body = await request.json();
      const found = body.search ? rows.filter((r) => r.name.toLowerCase().includes(body.search!)) : rows;
      return response(200).json(page(found, body.search ? found.length : 57));
    }),
  ]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The referees with their company, contacts and the candidate; the search goes into the URL. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Referee contacts' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Trần Thị Mai' })).toHaveAttribute(
        'href',
        '/resumes/referee-contact/1/detail',
      ),
    );
    await expect(canvas.getByRole('link', { name: 'Hồng Đặng Thị' })).toHaveAttribute('href', '/resumes/2/detail');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Name, company or email' }), 'tan');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Trần Thị Mai' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Tan Boon Huat' })).toBeVisible();
  },
};

/** A search that finds nobody: say so and offer to clear it. */
export const NoResults: Story = {
  parameters: { screen: { path: '/resumes/referee-contact?q=zzz' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No referee matches' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Name, company or email' })).toHaveValue('zzz');
  },
};

/** Loading: skeleton rows. */
export const Loading: Story = { parameters: answering(neverAnswers('post', '/referrals/list')) };

/** No referees at all: where they come from. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [armsHttp.post('/referrals/list', ({ response }) => response(200).json(page([])))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No referee contacts yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open resumes' })).toHaveAttribute('href', '/resumes');
  },
};

/** A refused request: the catalogue message and "Try again". */
export const Error: Story = {
  parameters: answering(refuses(403, 'PERMISSION_NOT_ACCEPT', 'post', '/referrals/list')),
  play: showsAlertAndTryAgain,
};

/** Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: showsTitleAndLink('Người tham chiếu', 'Trần Thị Mai'),
};

/** Phone width: long company names and emails wrap inside their cells. */
export const Phone: Story = {
  globals: phone,
  play: showsLink('Tan Boon Huat'),
};

import { armsHttp, aSessionUser, errorBody, searchAnswerOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { referenceHandlers, resumeRows } from './storyMocks';

const meta = {
  title: 'Screens/Employer/Resumes/ResumesList',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/resumes' } satisfies ScreenParameters,
    msw: {
      handlers: [
        ...referenceHandlers,
        armsHttp.post('/resumes/search', ({ response }) =>
          response(200).json(searchAnswerOf(resumeRows, { total: 1234 })),
        ),
      ],
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of resumes: names link to their detail, age and experience bands, short skills with ' ...'. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Resumes' })).toBeVisible();
    const link = await canvas.findByRole('link', { name: 'Hồng Đặng Thị' });
    await expect(link).toHaveAttribute('href', '/resumes/2/detail');
    await expect(canvas.getAllByText('45-55').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Above 30 years').length).toBeGreaterThan(0);
    await expect(canvas.getByText(/ \.\.\.$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Upload resumes/ })).toHaveAttribute('href', '/resumes/upload');
    await expect(canvas.getByRole('link', { name: /Portal resumes/ })).toHaveAttribute('href', '/portal-resume');
    // The flag of section 4 on its row.
    await expect(canvas.getByRole('img', { name: 'Red flag' })).toBeVisible();
  },
};

/** More matches than the server counts (1,000): the list says so, and the pages reach the first 1,000. */
export const ManyMatches: Story = {
  parameters: {
    msw: {
      handlers: [
        ...referenceHandlers,
        armsHttp.post('/resumes/search', ({ response }) =>
          response(200).json(searchAnswerOf(resumeRows, { total: 1000, totalIsEstimate: true })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/More than 1000 resumes found/)).toBeVisible();
    await expect(canvas.getByText(/Narrow the filters/)).toBeVisible();
  },
};

/** The filters go into the URL and the search body: the keyword is sent once typing stops. */
export const FiltersInTheUrl: Story = {
  parameters: {
    screen: { path: '/resumes?age=25-40&avail=30&tags=bridges&spec=1&flags=red,blue&src=5' } satisfies ScreenParameters,
    msw: {
      handlers: [
        ...referenceHandlers,
        armsHttp.post('/resumes/search', async ({ request, response }) => {
          const body = await request.json();
          const ok =
            body.ageMin === 25 &&
            body.ageMax === 40 &&
            body.availability === 30 &&
            body.tags?.[0] === 'bridges' &&
            body.specialtyIds?.join() === '1' &&
            body.flags?.join() === 'red,blue' &&
            body.sourceChannelIds?.join() === '5';
          const rows = body.keyword === 'nguyen' ? resumeRows.slice(0, 1) : resumeRows;
          return response(200).json(searchAnswerOf(ok ? rows : []));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Wei Ming Lim' });
    await expect(canvas.getByRole('button', { name: /bridges/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Red flag' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Grey flag' })).not.toBeChecked();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Name or email' }), 'nguyen');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Wei Ming Lim' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'An Nguyễn Văn' })).toBeVisible();
  },
};

/** Loading: skeleton rows while the first page comes. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...referenceHandlers,
        armsHttp.post('/resumes/search', async ({ response }) => {
          await delay('infinite');
          return response(200).json(searchAnswerOf([]));
        }),
      ],
    },
  },
};

/** No resumes at all: what to do first, with the upload button. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        ...referenceHandlers,
        armsHttp.post('/resumes/search', ({ response }) => response(200).json(searchAnswerOf([]))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No resumes yet' })).toBeVisible();
  },
};

/** A refused request: the catalogue message and "Try again". */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        ...referenceHandlers,
        armsHttp.post('/resumes/search', ({ response }) => response(403).json(errorBody('PERMISSION_NOT_ACCEPT'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('alert'))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

/** Level-2 staff with access_uploaded_candidate only: no Boolean search button (that route needs all candidates). */
export const UploadedOnly: Story = {
  parameters: {
    screen: {
      path: '/resumes',
      user: aSessionUser({ role: ['hr_staff_l2'], permissions: ['access_uploaded_candidate'] }),
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'An Nguyễn Văn' });
    await expect(canvas.queryByRole('link', { name: /Boolean search/ })).toBeNull();
    // Level 2 staff are not given the portal resumes (section 2).
    await expect(canvas.queryByRole('link', { name: /Portal resumes/ })).toBeNull();
  },
};

/** Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hồ sơ ứng viên' })).toBeVisible();
    // The table may render its rows again after the first paint (measuring, labels arriving): wait until settled.
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Nguyễn Văn An' })).toBeVisible());
  },
};

/** A flag ticked in the rail goes into the URL and the search body. */
export const FlagFilter: Story = {
  parameters: {
    msw: {
      handlers: [
        ...referenceHandlers,
        armsHttp.post('/resumes/search', async ({ request, response }) => {
          const body = await request.json();
          return response(200).json(searchAnswerOf(body.flags?.join() === 'grey' ? resumeRows.slice(2) : resumeRows));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Hồng Đặng Thị' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Grey flag' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Hồng Đặng Thị' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Wei Ming Lim' })).toBeVisible();
  },
};

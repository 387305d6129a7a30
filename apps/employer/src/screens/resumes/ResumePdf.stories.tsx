import { aResume, armsHttp, searchAnswerOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { resumeRows } from './storyMocks';
import { answering, neverAnswers, phone, refuses, screenParameters } from './storyStates';

const resume = aResume({ id: 2, firstName: 'Hồng', lastName: 'Đặng Thị' });
const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const handlers = [
  armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(resume)),
  // A binary body: the typed helper answers JSON only.
  armsHttp.get(
    '/download-cv/company-user/{id}',
    () =>
      new HttpResponse(pdf, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Đặng Thị Hồng.pdf')}`,
        },
      }) as never,
  ),
  armsHttp.post('/resumes/search', async ({ request, response }) => {
    const body = await request.json();
    return response(200).json(searchAnswerOf(body.keyword === 'zzz' ? [] : resumeRows));
  }),
];

const meta = {
  title: 'Screens/Employer/Resumes/ResumePdf',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/resumes/pdf?id=2', handlers),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The branded PDF inline with its download, and the way back to choose another. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hồng Đặng Thị' })).toBeVisible();
    await waitFor(() => expect(canvas.getByTitle('Branded PDF of Hồng Đặng Thị')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Choose another resume' })).toHaveAttribute('href', '/resumes/pdf');
  },
};

/** Without a resume: search, then choose one (the choice goes into the URL). */
export const Pick: Story = {
  parameters: { screen: { path: '/resumes/pdf' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Choose a resume' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Resume' }), 'hong');
    const link = await canvas.findByRole('link', { name: /Hồng Đặng Thị/ });
    await expect(link).toHaveAttribute('href', '/resumes/pdf?q=hong&id=2');
  },
};

/** A search that finds nobody. */
export const Empty: Story = {
  parameters: { screen: { path: '/resumes/pdf?q=zzz' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No resume matches “zzz”.' })).toBeVisible();
  },
};

/** While the PDF is made. */
export const Loading: Story = {
  parameters: answering(neverAnswers('get', '/download-cv/company-user/{id}'), handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Preparing the PDF…')).toBeVisible();
  },
};

/** The PDF cannot be made: the catalogue message and "Try again". */
export const Error: Story = {
  parameters: answering(refuses(403, 'PERMISSION_NOT_ACCEPT', 'get', '/download-cv/company-user/{id}'), handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The PDF could not be made' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Đặng Thị Hồng' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tải PDF' })).toBeVisible();
  },
};

/** Phone width: the actions wrap above the PDF. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

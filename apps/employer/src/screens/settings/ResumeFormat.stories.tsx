import { armsHttp, aResumeSummary, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { aCompany, brandedContentFor, defaultFormat } from './settingsFixtures';
import { noLogo } from '../../stories/fixtures';
import { emptyList, errorStory, loadingStory, neverAnswers, refused } from '../../stories/listHandlers';

const company = armsHttp.get('/companies/{id}', ({ response }) => response(200).json(aCompany()));
const format = armsHttp.get('/resume-format', ({ response }) => response(200).json(defaultFormat));
const resumes = armsHttp.get('/resumes', ({ response }) =>
  response(200).json(listOf([aResumeSummary({ id: 7, firstName: 'Hoa', lastName: 'Nguyễn' })])),
);
const noResumes = emptyList('/resumes');
// The preview answers the proposed format applied to the chosen resume (or the sample candidate).
const preview = armsHttp.post('/resume-format/preview', async ({ request, response }) => {
  const body = await request.json();
  return response(200).json(brandedContentFor(body.format, body.resumeId ? 'Hoa Nguyễn' : 'Alex Sample'));
});
const save = armsHttp.patch('/resume-format', async ({ request, response }) =>
  response(200).json({ ...defaultFormat, ...(await request.json()) }),
);
const handlers = [noLogo, company, format, resumes, preview, save];

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Settings/ResumeFormat',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/setting/resume-format' } satisfies ScreenParameters,
    msw: { handlers },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;
// Screens load lazily; on a busy machine the first render can take longer than the default five seconds.
const slow = { timeout: 30_000 };

/** The saved format and the branded resume it prints, for the company's latest resume. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = await canvas.findByRole('article', { name: 'Preview' }, slow);
    await waitFor(() => expect(within(sheet).getByText('Hoa Nguyễn')).toBeVisible(), slow);
    await expect(within(sheet).getByText('Employment history')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the PDF of this resume' })).toBeVisible();
  },
};

/** A company without resumes previews the sample candidate. */
export const Empty: Story = {
  parameters: { msw: { handlers: [noLogo, company, format, noResumes, preview] } },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement).findByRole('article', { name: 'Preview' }, slow);
    await waitFor(() => expect(within(sheet).getByText('Alex Sample')).toBeVisible(), slow);
  },
};

export const Loading: Story = loadingStory(noLogo, neverAnswers('/resume-format'));

export const Error: Story = errorStory([noLogo, refused('/resume-format')], slow);

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Các mục, theo thứ tự in', {}, slow)).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Editing: the preview follows each change before saving (order, hidden sections, colour, footer). */
export const Edit: Story = {
  parameters: { screen: { path: '/setting/resume-format/edit' } satisfies ScreenParameters },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const sheet = await canvas.findByRole('article', { name: 'Preview' }, slow);
    await waitFor(() => expect(within(sheet).getByText('Contacts')).toBeVisible(), slow);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Contacts' }));
    await waitFor(() => expect(within(sheet).queryByText('Contacts')).toBeNull(), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Employment history up' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Print this footer instead' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Footer text/ }), 'Confidential');
    await waitFor(() => expect(within(sheet).getByText('Confidential')).toBeVisible(), slow);
    const colour = canvas.getByRole('textbox', { name: 'Colour code' });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'red');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(colour).toHaveAttribute('aria-invalid', 'true'), slow);
    await userEvent.clear(colour);
    await userEvent.type(colour, '#aa0000');
    await waitFor(() => expect(within(sheet).getByText('Hoa Nguyễn')).toHaveStyle({ color: 'rgb(170, 0, 0)' }), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('The resume format is saved.', {}, slow),
    ).toBeVisible();
  },
};

export const EditVietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: { path: '/setting/resume-format/edit' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('checkbox', { name: 'Quá trình làm việc' }, slow),
    ).toBeVisible();
  },
};

export const EditPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screen: { path: '/setting/resume-format/edit' } satisfies ScreenParameters },
};

export const PreviewError: Story = {
  parameters: {
    screen: { path: '/setting/resume-format/edit' } satisfies ScreenParameters,
    msw: {
      handlers: [
        noLogo,
        company,
        format,
        resumes,
        armsHttp.post('/resume-format/preview', ({ response }) => response(404).json(errorBody('RESUME_NOT_EXISTED'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};

import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { referenceHandlers } from './storyMocks';

const proposal = (fileName: string, duplicates = true) => ({
  fileName,
  mimeType: 'application/pdf',
  text: 'Nguyễn Văn An\nan.nguyen@example.vn | +84 912 345 678\nSkills: AutoCAD, Revit',
  proposal: {
    firstName: 'An',
    lastName: 'Nguyễn Văn',
    email: 'an.nguyen@example.vn',
    phone: '+84 912 345 678',
    skills: ['AutoCAD', 'Revit'],
    workExperiences: [{ periodFrom: '2019-03-01', periodTo: null, position: 'Site engineer', company: 'Sông Đà' }],
  },
  duplicates: duplicates
    ? [
        {
          id: 12,
          firstName: 'An',
          lastName: 'Nguyễn Văn',
          email: 'an.nguyen@example.vn',
          dob: null,
          matchedOn: ['email' as const],
        },
      ]
    : [],
});

const meta = {
  title: 'Screens/Employer/Resumes/ResumeUpload',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/resumes/upload' } satisfies ScreenParameters,
    msw: {
      handlers: [
        ...referenceHandlers,
        armsHttp.post('/resume/propose-from-cv', ({ response }) => response(200).json(proposal('an.pdf'))),
      ],
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

/** Before any file: the drop area and what to do first. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Upload resumes' })).toBeVisible();
    await expect(canvas.getByText(/Drop CVs above/)).toBeVisible();
  },
};

/** A CV read into a proposal: the duplicate flagged above the form with its link and the choices. */
export const ProposalWithDuplicate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Upload resumes' }, { timeout: 5000 });
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, pdf('an.pdf'));
    await expect(await canvas.findByRole('heading', { name: 'Proposed resume from an.pdf' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('An');
    await expect(canvas.getByRole('link', { name: 'An Nguyễn Văn' })).toHaveAttribute('href', '/resumes/12/detail');
    await expect(canvas.getByRole('button', { name: 'Update it with this CV' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Save as a new resume anyway' })).toBeEnabled();
  },
};

/** One unreadable file says why; the other is still read. */
export const OneFails: Story = {
  parameters: {
    msw: {
      handlers: [
        ...referenceHandlers,
        armsHttp.post('/resume/propose-from-cv', async ({ request, response }) => {
          const form = await request.formData();
          const file = form.get('file') as File;
          return file.name === 'broken.pdf'
            ? response(422).json(errorBody('DOWNLOAD_FAILED'))
            : response(200).json(proposal(file.name, false));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Upload resumes' }, { timeout: 5000 });
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, [pdf('broken.pdf'), pdf('an.pdf')]);
    await expect(await canvas.findByText('The file could not be read')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Review an.pdf' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Save resume' })).toBeEnabled();
  },
};

/** While the server reads a file. */
export const Reading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...referenceHandlers,
        armsHttp.post('/resume/propose-from-cv', async ({ response }) => {
          await delay('infinite');
          return response(200).json(proposal('an.pdf'));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Upload resumes' }, { timeout: 5000 });
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, pdf('an.pdf'));
    await expect(await within(canvasElement).findByText('an.pdf')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tải lên hồ sơ' })).toBeVisible();
  },
};

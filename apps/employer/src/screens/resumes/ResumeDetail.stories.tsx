import { aResume, armsHttp, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withEmployerScreen } from '../../stories/screenStory';
import { referenceHandlers } from './storyMocks';
import { answering, neverAnswers, refuses, screenParameters, showsTryAgain } from './storyStates';

const full = aResume({
  id: 7,
  nationalityId: 1,
  cvName: 'Nguyen-Van-An-CV.docx',
  cvMimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  messengers: [{ type: 'linkedin', value: 'linkedin.com/in/nguyenvanan' }],
  referees: [
    {
      id: 1,
      name: 'Trần Thị Mai',
      designation: 'Project director',
      company: 'Sông Đà Construction',
      email: 'mai.tran@songda.vn',
      phone: '+84 24 3851 0000',
      avatarPath: null,
    },
  ],
  remarks: 'Prefers projects in Hanoi.',
});
const handlers = [
  ...referenceHandlers,
  armsHttp.get('/locations', ({ response }) => response(200).json(listOf([], { limit: -1 }))),
  armsHttp.get('/marital-statuses', ({ response }) => response(200).json(listOf([], { limit: -1 }))),
];

const meta = {
  title: 'Screens/Employer/Resumes/ResumeDetail',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/resumes/7/detail', [
    ...handlers,
    armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(full)),
  ]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section of the profile, the downloads in the header, a Word CV that cannot be shown inline. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /An Nguyễn Văn/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Work experience' })).toBeVisible();
    await expect(canvas.getByText('Site engineer · Sông Đà Construction')).toBeVisible();
    await expect(canvas.getByText('Mobile number')).toBeVisible();
    await expect(canvas.getByText('Trần Thị Mai')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download branded PDF' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download CV' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/resumes/7/edit');
    await expect(canvas.getByText(/Word document/)).toBeVisible();
  },
};

/** A resume with nothing but a name: N/A and "None" instead of blanks, no CV. */
export const Sparse: Story = {
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) =>
          response(200).json(
            aResume({
              id: 7,
              lastName: '',
              email: null,
              dob: null,
              contacts: [],
              workExperiences: [],
              skills: [],
              tags: [],
              salutation: null,
              gender: null,
              educationalAward: null,
              instNameLoc: null,
              salaryAmount: null,
              expSalaryAmount: null,
              expRmsIsNegotiable: false,
            }),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No CV uploaded for this resume.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download CV' })).toBeNull();
  },
};

export const Loading: Story = { parameters: answering(neverAnswers('get', '/resumes/{id}'), handlers) };

/** Another uploader's or tenant's resume answers 404: said plainly, with the way back. */
export const NotFound: Story = {
  parameters: answering(refuses(404, 'RESUME_NOT_EXISTED', 'get', '/resumes/{id}'), handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This resume does not exist' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to resumes' })).toHaveAttribute('href', '/resumes');
  },
};

export const Error: Story = {
  parameters: answering(refuses(403, 'PERMISSION_NOT_ACCEPT', 'get', '/resumes/{id}'), handlers),
  play: showsTryAgain,
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Nguyễn Văn An/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Kinh nghiệm làm việc' })).toBeVisible();
  },
};

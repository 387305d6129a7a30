import { aResume, armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen } from '../../stories/screenStory';
import { anEmailReminder, referenceHandlers } from './storyMocks';
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
  flag: 'red',
  hiringType: 2,
  sourceChannelId: 5,
});
const reminders = [
  anEmailReminder(),
  anEmailReminder({
    id: 2,
    subject: 'Send the offer letter',
    note: '',
    remindAt: '2026-02-01T02:00:00.000Z',
    sentAt: '2026-02-01T02:00:05.000Z',
  }),
];
const handlers = [
  ...referenceHandlers,
  armsHttp.get('/locations', ({ response }) => response(200).json(listOf([], { limit: -1 }))),
  armsHttp.get('/marital-statuses', ({ response }) => response(200).json(listOf([], { limit: -1 }))),
  armsHttp.get('/resumes/{id}/email-reminders', ({ response }) => response(200).json(listOf(reminders, { limit: -1 }))),
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
    // Section 4: the flag beside the name, the hiring type and the source channel; the email reminders.
    await expect(canvas.getAllByText('Red flag')[0]).toBeVisible();
    await expect(canvas.getByText('Contract')).toBeVisible();
    await expect(await canvas.findByText('Ngày hội việc làm Hà Nội')).toBeVisible();
    await expect(await canvas.findByText('Call back about the Đà Nẵng bridge project')).toBeVisible();
    await expect(canvas.getByText(/^Sent /)).toBeVisible();
    await expect(canvas.getByText(/^Will be sent /)).toBeVisible();
  },
};

/** The flag is set from the detail at once: the PATCH carries only the flag. */
export const SetFlag: Story = {
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(aResume({ id: 7 }))),
        armsHttp.patch('/resumes/{id}', async ({ request, response }) => {
          const body = await request.json();
          if (JSON.stringify(body) !== JSON.stringify({ flag: 'blue' }))
            return response(400).json(errorBody('VALIDATION_ERROR'));
          return response(200).json(aResume({ id: 7, flag: 'blue' }));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Flag' });
    await userEvent.click(select);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Blue' }));
    await expect(await within(document.body).findByText('Flag saved')).toBeVisible();
  },
};

/** An email reminder is added for the signed-in user; the list is read again. */
export const AddEmailReminder: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        const stored = [anEmailReminder()];
        // The first handler that matches answers: these come before the shared ones.
        return [
          armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(full)),
          armsHttp.get('/resumes/{id}/email-reminders', ({ response }) =>
            response(200).json(listOf(stored, { limit: -1 })),
          ),
          armsHttp.post('/resumes/{id}/email-reminders', async ({ request, response }) => {
            const body = await request.json();
            const added = anEmailReminder({
              id: 3,
              subject: body.subject,
              note: body.note ?? '',
              remindAt: body.remindAt,
            });
            stored.push(added);
            return response(201).json(added);
          }),
          ...handlers,
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = await canvas.findByRole('textbox', { name: /Subject/ });
    await userEvent.type(subject, 'Check the references');
    await userEvent.click(canvas.getByRole('button', { name: 'Add email reminder' }));
    await expect(await canvas.findByRole('heading', { name: 'Check the references' })).toBeVisible();
    await waitFor(() => expect(subject).toHaveValue(''));
  },
};

/** The reminders cannot be loaded: the card says so and offers "Try again"; the profile stays. */
export const EmailRemindersError: Story = {
  parameters: {
    msw: {
      handlers: [
        refuses(403, 'PERMISSION_NOT_ACCEPT', 'get', '/resumes/{id}/email-reminders'),
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(full)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Email reminders' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Work experience' })).toBeVisible();
  },
};

/** A resume with nothing but a name: N/A and "None" instead of blanks, no CV. */
export const Sparse: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/resumes/{id}/email-reminders', ({ response }) => response(200).json(listOf([], { limit: -1 }))),
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
    await expect(canvas.queryByText('Red flag')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download CV' })).toBeNull();
    await expect(await canvas.findByText('No email reminders yet.')).toBeVisible();
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
    await expect(canvas.getAllByText('Cờ đỏ')[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Nhắc nhở qua email' })).toBeVisible();
    await expect(canvas.getByText('Hợp đồng')).toBeVisible();
    await expect(canvas.getByText('Tiếng Việt', { selector: 'dd' })).toBeVisible();
  },
};

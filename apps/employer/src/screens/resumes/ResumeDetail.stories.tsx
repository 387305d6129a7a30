import { aResume, armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen } from '../../stories/screenStory';
import { aResumeHistory, anEmailReminder, referenceHandlers } from './storyMocks';
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
  specialtyIds: [2],
  sectorIds: [1],
  contactHome: '+84 24 3825 0000',
  // The resume's own reminders, stored out of order: one long past, two far ahead.
  reminders: [
    { remindAt: '2099-06-01T02:00:00.000Z', note: 'Check the notice period again' },
    { remindAt: '2020-03-02T02:00:00.000Z', note: 'First call after the job fair' },
    { remindAt: '2099-01-15T02:00:00.000Z', note: 'Gọi lại sau kỳ nghỉ Tết' },
  ],
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
const nomination = {
  id: 31,
  jobResumeId: 31,
  jobId: 12,
  departmentId: null,
  resumeId: 7,
  status: 2,
  statusKey: 'commenced',
  nextStatuses: [],
  isPortal: false,
  remarks: null,
  resume: null,
  statusChangedAt: null,
  createdAt: '2026-02-03T04:00:00.000Z',
  updatedAt: '2026-02-03T04:00:00.000Z',
  job: { id: 12, position: 'Bridge site engineer' },
};
const handlers = [
  ...referenceHandlers,
  armsHttp.get('/resumes/{id}/histories', ({ response }) =>
    response(200).json(
      listOf([
        {
          id: 1,
          resumeId: 7,
          action: 'update',
          fields: ['specialtyIds', 'termAcceptedAt'],
          note: null,
          userId: 1,
          userName: 'Lê Thị Hoa',
          createdAt: '2026-02-04T04:00:00.000Z',
          noteUpdatedAt: null,
        },
      ]),
    ),
  ),
  armsHttp.get('/resumes/{id}/applied-jobs', ({ response }) =>
    response(200).json({
      data: [
        {
          id: 1,
          resumeId: 7,
          jobId: null,
          companyName: 'Vinaconex',
          position: 'Structural engineer',
          appliedDate: '2025-11-10',
          outcome: 'interviewing',
          createdBy: 1,
          createdAt: '2025-11-10T00:00:00.000Z',
          updatedAt: '2025-11-10T00:00:00.000Z',
        },
      ],
    }),
  ),
  armsHttp.get('/job-resumes', ({ response }) => response(200).json(listOf([nomination] as never[]))),
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
    // Section 3's specialties, sectors and home phone; the nominations, applied jobs and history.
    await expect(await canvas.findByText('Information Technology')).toBeVisible();
    await expect(canvas.getByText('Civil & Structural')).toBeVisible();
    await expect(canvas.getByText('+84 24 3825 0000')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Bridge site engineer' })).toHaveAttribute(
      'href',
      '/jobs/12/detail',
    );
    await expect(await canvas.findByText('Structural engineer · Vinaconex')).toBeVisible();
    await expect(canvas.getByText('10 Nov 2025 · Interviewing')).toBeVisible();
    await expect(await canvas.findByText('Lê Thị Hoa · Specialties, Terms of use')).toBeVisible();
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

let termAcceptedAt: string | null = null;

/**
 * The recruiter records the candidate's acceptance of the terms (today: stamped by the server), the
 * detail shows its date, and the account administrator resets it after confirming (decision 0189).
 */
export const TermsAcceptance: Story = {
  beforeEach: () => {
    termAcceptedAt = null;
  },
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(aResume({ id: 7, termAcceptedAt }))),
        armsHttp.post('/resumes/{id}/accept-term', async ({ request, response }) => {
          // Today's acceptance carries no date: the server stamps it.
          if (JSON.stringify(await request.json()) !== '{}') return response(400).json(errorBody('VALIDATION_ERROR'));
          termAcceptedAt = '2026-03-02T09:30:00.000Z';
          return response(200).json(aResume({ id: 7, termAcceptedAt }));
        }),
        armsHttp.patch('/resumes/reset-term', async ({ request, response }) => {
          const body = await request.json();
          if (JSON.stringify(body) !== JSON.stringify({ resumeIds: [7] }))
            return response(400).json(errorBody('VALIDATION_ERROR'));
          termAcceptedAt = null;
          return response(200).json({ reset: 1 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const terms = within(await canvas.findByRole('region', { name: 'Terms of use' }, { timeout: 5000 }));
    await expect(terms.getByText('The candidate has not accepted the terms yet.')).toBeVisible();
    await expect(terms.queryByRole('button', { name: 'Reset acceptance' })).toBeNull();
    await userEvent.click(terms.getByRole('button', { name: 'Record acceptance' }));
    await expect(await body.findByText('Acceptance recorded')).toBeVisible();
    await waitFor(() => expect(terms.getByText(/02 Mar 2026/)).toBeVisible());
    await userEvent.click(terms.getByRole('button', { name: 'Reset acceptance' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Reset the acceptance of the terms?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset acceptance' }));
    await expect(await body.findByText('Acceptance reset')).toBeVisible();
    await waitFor(() => expect(terms.getByText('The candidate has not accepted the terms yet.')).toBeVisible());
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

/** The resume's own reminders: upcoming first (the soonest at the top), the past one last and marked. */
export const Reminders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Reminders' }, { timeout: 5000 }));
    const items = within(section.getByRole('list', { name: 'Reminders of this resume, upcoming first' })).getAllByRole(
      'listitem',
    );
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Gọi lại sau kỳ nghỉ Tết',
      'Check the notice period again',
      'First call after the job fair',
    ]);
    await expect(items[0]).toHaveTextContent(/Jan 2099/);
    await expect(within(items[2]!).getByText('Past')).toBeVisible();
    await expect(section.getAllByText('Past')).toHaveLength(1);
    // Not the email reminders, which have a section of their own.
    await expect(canvas.getByRole('heading', { name: 'Email reminders' })).toBeVisible();
  },
};

/** A resume without reminders says so. */
export const RemindersEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(aResume({ id: 7, reminders: [] }))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Reminders' }, { timeout: 5000 }));
    await expect(section.getByText('No reminders set.')).toBeVisible();
    await expect(section.queryByRole('list')).toBeNull();
  },
};

/** A review note is recorded as an updated log (the POST carries the resume and the note); the history is read again. */
export const AddReviewNote: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        const stored = [aResumeHistory({ id: 1, action: 'update', fields: ['skills'], note: null })];
        return [
          armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(full)),
          armsHttp.get('/resumes/{id}/histories', ({ response }) => response(200).json(listOf([...stored]))),
          armsHttp.post('/resume/updated-logs', async ({ request, response }) => {
            const body = await request.json();
            if (JSON.stringify(body) !== JSON.stringify({ resumeId: 7, note: 'Reviewed after the phone screen.' }))
              return response(400).json(errorBody('VALIDATION_ERROR'));
            const added = aResumeHistory({ id: 9, note: body.note, createdAt: '2026-03-01T04:00:00.000Z' });
            stored.unshift(added);
            return response(201).json(added);
          }),
          ...handlers,
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = within(await canvas.findByRole('region', { name: 'History' }, { timeout: 5000 }));
    const note = await history.findByRole('textbox', { name: /Review note/ });
    // An empty note is refused before any call.
    await userEvent.click(history.getByRole('button', { name: 'Add note' }));
    await expect(await history.findByText('This field is required')).toBeVisible();
    await userEvent.type(note, '  Reviewed after the phone screen.  ');
    await userEvent.click(history.getByRole('button', { name: 'Add note' }));
    await expect(await history.findByText('Reviewed after the phone screen.', { selector: 'span' })).toBeVisible();
    await expect(await within(document.body).findByText('Note added')).toBeVisible();
    await expect(history.getByText('Mei Ling Tan · Reviewed')).toBeVisible();
    await waitFor(() => expect(note).toHaveValue(''));
  },
};

/** Only the caller's own updated log offers "Edit note"; the PATCH carries the new note; the history is read again. */
export const EditOwnReviewNote: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        const own = aResumeHistory();
        const colleague = aResumeHistory({
          id: 4,
          note: 'Called the candidate, still available.',
          userId: 2,
          userName: 'Lê Thị Hoa',
          createdAt: '2026-02-03T04:00:00.000Z',
        });
        return [
          armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(full)),
          armsHttp.get('/resumes/{id}/histories', ({ response }) => response(200).json(listOf([own, colleague]))),
          armsHttp.patch('/resume/updated-logs/{id}', async ({ request, params, response }) => {
            const body = await request.json();
            if (
              params.id !== '5' ||
              JSON.stringify(body) !== JSON.stringify({ note: 'References confirmed by phone.' })
            )
              return response(403).json(errorBody('USER_NOT_ALLOWED'));
            own.note = body.note;
            own.noteUpdatedAt = '2026-02-06T04:00:00.000Z';
            return response(200).json(own);
          }),
          ...handlers,
        ];
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = within(await canvas.findByRole('region', { name: 'History' }, { timeout: 5000 }));
    await expect(await history.findByText('Called the candidate, still available.')).toBeVisible();
    const edits = history.getAllByRole('button', { name: /^Edit note of / });
    await expect(edits).toHaveLength(1);
    await userEvent.click(edits[0]!);
    const form = within(history.getByRole('form', { name: 'Edit note' }));
    const text = form.getByRole('textbox', { name: /Review note/ });
    await expect(text).toHaveValue('Checked the Đà Nẵng references.');
    await userEvent.clear(text);
    await userEvent.type(text, 'References confirmed by phone.');
    await userEvent.click(form.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(history.queryByRole('form', { name: 'Edit note' })).toBeNull());
    await expect(await history.findByText('References confirmed by phone.', { selector: 'span' })).toBeVisible();
    await expect(await within(document.body).findByText('Note saved')).toBeVisible();
    await expect(history.getByText(/· edited /)).toBeVisible();
  },
};

/** The server refuses the edit (the log is another user's): the catalogue's message, the typed note kept. */
export const EditReviewNoteRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(full)),
        armsHttp.get('/resumes/{id}/histories', ({ response }) => response(200).json(listOf([aResumeHistory()]))),
        armsHttp.patch('/resume/updated-logs/{id}', ({ response }) =>
          response(403).json(errorBody('USER_NOT_ALLOWED')),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = within(await canvas.findByRole('region', { name: 'History' }, { timeout: 5000 }));
    await userEvent.click(await history.findByRole('button', { name: /^Edit note of / }));
    const form = within(history.getByRole('form', { name: 'Edit note' }));
    const text = form.getByRole('textbox', { name: /Review note/ });
    await userEvent.type(text, ' Again.');
    await userEvent.click(form.getByRole('button', { name: 'Save note' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('This user is not allowed to do this');
    await expect(text).toHaveValue('Checked the Đà Nẵng references. Again.');
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
    await expect(canvas.getByRole('heading', { name: 'Lời nhắc' })).toBeVisible();
    await expect(canvas.getByText('Đã qua')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Thêm ghi chú' })).toBeVisible();
  },
};

import { aResume, armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen } from '../../stories/screenStory';
import { motherTonguesHandler, referenceHandlers } from './storyMocks';
import { answering, neverAnswers, refuses, screenParameters, showsTryAgain } from './storyStates';

const at = '2026-01-01T00:00:00.000Z';
const resume = aResume({ id: 7, flag: 'grey', hiringType: 1, sourceChannelId: 4 });
const handlers = [
  ...referenceHandlers,
  armsHttp.get('/locations', ({ response }) => response(200).json(listOf([], { limit: -1 }))),
  armsHttp.get('/marital-statuses', ({ response }) =>
    response(200).json(
      listOf([{ id: 2, name: 'Married', status: 1, order: 2, createdAt: at, updatedAt: at }], { limit: -1 }),
    ),
  ),
  armsHttp.get('/currencies', ({ response }) =>
    response(200).json(
      listOf(
        [
          {
            id: 1,
            name: 'Singapore dollar',
            code: 'SGD',
            symbol: 'S$',
            status: 1,
            order: 1,
            createdAt: at,
            updatedAt: at,
          },
          {
            id: 2,
            name: 'Vietnamese đồng',
            code: 'VND',
            symbol: '₫',
            status: 1,
            order: 2,
            createdAt: at,
            updatedAt: at,
          },
        ],
        { limit: -1 },
      ),
    ),
  ),
  motherTonguesHandler,
];

const meta = {
  title: 'Screens/Employer/Resumes/ResumeEdit',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/resumes/7/edit', [
    ...handlers,
    armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(resume)),
  ]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored resume in the form: personal details, contacts, work experience, salary with currency and period. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /First name/ }, { timeout: 5000 })).toHaveValue('An');
    await expect(canvas.getByRole('textbox', { name: /Company/ })).toHaveValue('Sông Đà Construction');
    await expect(canvas.getByRole('button', { name: 'Save resume' })).toBeEnabled();
    // Section 4's flag and hiring type, the source channel, the mother tongue from the locale table.
    await expect(canvas.getByRole('combobox', { name: 'Flag' })).toHaveValue('Grey');
    await expect(canvas.getByRole('combobox', { name: 'Hiring type' })).toHaveValue('Placement');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Source channel' })).toHaveValue('LinkedIn'));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Mother tongue' })).toHaveValue('Vietnamese'));
  },
};

/** The hiring type is saved with the flag and the source channel kept. */
export const SavesRecruitment: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(resume)),
        armsHttp.patch('/resumes/{id}', async ({ request, response }) => {
          const body = await request.json();
          const ok = body.hiringType === 2 && body.flag === 'grey' && body.sourceChannelId === 4;
          return ok ? response(200).json(resume) : response(404).json(errorBody('RESUME_NOT_EXISTED'));
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Hiring type' }, { timeout: 5000 }));
    await userEvent.click(await body.findByRole('option', { name: 'Contract' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save resume' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await body.findByText('Saved')).toBeVisible();
  },
};

/** Section 3's other fields: marital status, religion, home phone, last employment, specialties and sectors. */
export const SavesSectionThreeFields: Story = {
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(resume)),
        armsHttp.patch('/resumes/{id}', async ({ request, response }) => {
          const body = await request.json();
          const ok =
            body.maritalStatusId === 2 &&
            body.religion === 'Buddhism' &&
            body.contactHome === '+84 24 3825 0000' &&
            body.lastEmploymentStatus === 2 &&
            JSON.stringify(body.specialtyIds) === '[2]' &&
            JSON.stringify(body.sectorIds) === '[1]';
          return ok ? response(200).json(resume) : response(404).json(errorBody('RESUME_NOT_EXISTED'));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // A multiple choice stays open after a pick (Escape closes it); Escape would clear a single one.
    const choose = async (name: string, option: string, multiple = false) => {
      await userEvent.click(canvas.getByRole('combobox', { name }));
      await userEvent.click(await body.findByRole('option', { name: option }));
      if (multiple) await userEvent.keyboard('{Escape}');
    };
    await canvas.findByRole('textbox', { name: /First name/ }, { timeout: 5000 });
    await choose('Marital status', 'Married');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Religion' }), 'Buddhism');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Home phone' }), '+84 24 3825 0000');
    await choose('Last employment status', 'Permanent');
    await choose('Specialties', 'Information Technology', true);
    await choose('Sectors', 'Civil & Structural', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save resume' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await body.findByText('Saved')).toBeVisible();
  },
};

/** Messengers and links (sections 3 and 9): a website must be a valid address; the list is saved with the resume. */
export const SavesMessengers: Story = {
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(resume)),
        armsHttp.patch('/resumes/{id}', async ({ request, response }) => {
          const body = await request.json();
          const ok =
            JSON.stringify(body.messengers) === JSON.stringify([{ type: 'website', value: 'https://an.example.vn' }]);
          return ok ? response(200).json(resume) : response(404).json(errorBody('RESUME_NOT_EXISTED'));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await canvas.findByRole('textbox', { name: /First name/ }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add messenger' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Messenger 1' }));
    await userEvent.click(await body.findByRole('option', { name: 'Website' }));
    const link = canvas.getByRole('textbox', { name: /Handle or link 1/ });
    await userEvent.type(link, 'not a link');
    await userEvent.click(canvas.getByRole('button', { name: 'Save resume' }));
    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(link);
    await userEvent.type(link, 'https://an.example.vn');
    await userEvent.click(canvas.getByRole('button', { name: 'Save resume' }));
    await expect(await body.findByText('Saved')).toBeVisible();
  },
};

/** A stored reminder keeps its exact instant when only another one is added (the input drops the seconds). */
const storedReminder = { remindAt: '2026-12-01T02:00:30.000Z', note: 'Ask about the notice period' };

/**
 * The resume's own reminders (section 3), a field array like the messengers: an added one must have its
 * date-time and its note before it is saved; all of them go in the PATCH with the rest of the resume.
 */
export const SavesReminders: Story = {
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) =>
          response(200).json(aResume({ id: 7, reminders: [storedReminder] })),
        ),
        armsHttp.patch('/resumes/{id}', async ({ request, response }) => {
          const body = await request.json();
          const expected = [
            storedReminder,
            { remindAt: new Date('2027-03-15T09:30').toISOString(), note: 'Gọi lại sau kỳ nghỉ Tết' },
          ];
          return JSON.stringify(body.reminders) === JSON.stringify(expected)
            ? response(200).json(resume)
            : response(404).json(errorBody('RESUME_NOT_EXISTED'));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const reminders = within(await canvas.findByRole('group', { name: 'Reminders' }, { timeout: 5000 }));
    await expect(reminders.getByRole('textbox', { name: /Reminder note 1/ })).toHaveValue(storedReminder.note);
    await userEvent.click(reminders.getByRole('button', { name: 'Add reminder' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save resume' }));
    // Both of the new reminder's fields are required: said on each, nothing sent.
    const when = reminders.getByLabelText(/Remind on 2/);
    const note = reminders.getByRole('textbox', { name: /Reminder note 2/ });
    await waitFor(() => expect(when).toHaveAttribute('aria-invalid', 'true'));
    await expect(note).toHaveAttribute('aria-invalid', 'true');
    await expect(reminders.getAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(when, '2027-03-15T09:30');
    await userEvent.type(note, 'Gọi lại sau kỳ nghỉ Tết');
    await waitFor(() => expect(reminders.queryByText('This field is required')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Save resume' }));
    await expect(await body.findByText('Saved')).toBeVisible();
    // Saved, it goes back to the detail without asking about unsaved changes.
    await expect(await canvas.findByRole('button', { name: 'Download branded PDF' }, { timeout: 5000 })).toBeVisible();
    await expect(body.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
  },
};

/** A reminder removed from the list is removed from the resume: the PATCH carries the empty list. */
export const RemovesReminder: Story = {
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) =>
          response(200).json(aResume({ id: 7, reminders: [storedReminder] })),
        ),
        armsHttp.patch('/resumes/{id}', async ({ request, response }) => {
          const body = await request.json();
          return JSON.stringify(body.reminders) === '[]'
            ? response(200).json(resume)
            : response(404).json(errorBody('RESUME_NOT_EXISTED'));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reminders = within(await canvas.findByRole('group', { name: 'Reminders' }, { timeout: 5000 }));
    await userEvent.click(reminders.getByRole('button', { name: 'Remove reminder 1' }));
    await expect(reminders.queryByRole('textbox', { name: /Reminder note 1/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save resume' }));
    await expect(await within(document.body).findByText('Saved')).toBeVisible();
  },
};

const onePixelPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** The photo of section 3: an image too small (or not an image) is refused in the browser before any upload. */
export const PhotoChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = within(await canvas.findByRole('region', { name: 'Photo' }, { timeout: 5000 }));
    await expect(photo.getByRole('button', { name: 'Upload a photo' })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([onePixelPng], 'tiny.png', { type: 'image/png' }));
    await expect(await photo.findByRole('alert')).toHaveTextContent(/Image must be at least \d+ x \d+ pixels/);
    await userEvent.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await waitFor(() => expect(photo.getByRole('alert')).not.toHaveTextContent(/pixels/));
  },
};

/** Section 5's rules before any call: a first name with a space, a period that ends before it starts. */
export const InvalidInput: Story = {
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) =>
          response(200).json(
            aResume({
              id: 7,
              workExperiences: [
                {
                  id: 1,
                  periodFrom: '2024-05-01',
                  periodTo: '2021-01-01',
                  company: 'Sông Đà Construction',
                  position: 'Site engineer',
                  division: null,
                  duties: null,
                },
              ],
            }),
          ),
        ),
        armsHttp.patch('/resumes/{id}', ({ response }) => response(400).json(errorBody('VALIDATION_ERROR'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('textbox', { name: /First name/ }, { timeout: 5000 });
    await userEvent.clear(first);
    await userEvent.type(first, 'An Van');
    await userEvent.click(canvas.getByRole('button', { name: 'Save resume' }));
    await expect(await canvas.findByText('Period from must be before period to')).toBeVisible();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A server refusal that belongs to no field: the catalogue message above the save bar. */
export const ServerRefusal: Story = {
  parameters: {
    msw: {
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(resume)),
        armsHttp.patch('/resumes/{id}', ({ response }) => response(404).json(errorBody('RESUME_NOT_EXISTED'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save resume' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Loading: Story = { parameters: answering(neverAnswers('get', '/resumes/{id}'), handlers) };

export const Error: Story = {
  parameters: answering(refuses(403, 'PERMISSION_NOT_ACCEPT', 'get', '/resumes/{id}'), handlers),
  play: showsTryAgain,
};

/**
 * The mother tongue is one of the locale table's 187 languages: typed, the list filters without regard to
 * accents or case, and the keyboard alone chooses and saves it (as the table's English name).
 */
export const MotherTongueSearch: Story = {
  globals: { lang: 'vn' },
  parameters: {
    msw: {
      // The reference handlers first: `/resumes/{id}` would also answer `/resumes/mothertongues`.
      handlers: [
        ...handlers,
        armsHttp.get('/resumes/{id}', ({ response }) => response(200).json(resume)),
        armsHttp.patch('/resumes/{id}', async ({ request, response }) => {
          const body = await request.json();
          return body.motherTongue === 'Cantonese'
            ? response(200).json(resume)
            : response(404).json(errorBody('RESUME_NOT_EXISTED'));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const tongue = await canvas.findByRole('combobox', { name: 'Tiếng mẹ đẻ' }, { timeout: 5000 });
    await waitFor(() => expect(tongue).toHaveValue('Tiếng Việt'));
    tongue.focus();
    await userEvent.keyboard('{Control>}a{/Control}quang dong');
    const listbox = await body.findByRole('listbox', { name: 'Tiếng mẹ đẻ' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listbox).getByRole('option', { name: 'Tiếng Quảng Đông' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(tongue).toHaveValue('Tiếng Quảng Đông');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu hồ sơ' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await body.findByText('Đã lưu')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Lưu hồ sơ' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Tiếng mẹ đẻ' })).toHaveValue('Tiếng Việt'));
    await expect(canvas.getByRole('combobox', { name: 'Hình thức tuyển dụng' })).toHaveValue('Tuyển dụng chính thức');
    await expect(canvas.getByRole('group', { name: 'Lời nhắc' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thêm lời nhắc' })).toBeVisible();
  },
};

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

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Lưu hồ sơ' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Tiếng mẹ đẻ' })).toHaveValue('Tiếng Việt'));
    await expect(canvas.getByRole('combobox', { name: 'Hình thức tuyển dụng' })).toHaveValue('Tuyển dụng chính thức');
  },
};

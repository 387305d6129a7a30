import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';

const logo = armsHttp.get('/cms/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')));
const rules = armsHttp.get('/email-rules', ({ response }) =>
  response(200).json({
    data: [
      {
        id: 5,
        companyId: 1,
        name: 'Resume to interview',
        type: 'resumeToInterview',
        status: 1,
        staffIds: [2],
        createdAt: '2026-01-02T00:00:00.000Z',
      },
    ],
  }),
);
const assignments = armsHttp.get('/rms-user-email-rules', ({ response }) =>
  response(200).json({ data: [{ id: 9, ruleId: 5, staffId: 2 }] }),
);
const staff = (
  data = [
    { id: 1, userId: 1, firstName: 'Mei Ling', lastName: 'Tan', email: 'admin@lotus-demo.sg', role: ['account_admin'] },
    { id: 2, userId: 2, firstName: 'Hoa', lastName: 'Nguyễn', email: 'hoa@lotus-demo.sg', role: ['hr_staff'] },
  ],
) => armsHttp.get('/company-users', ({ response }) => response(200).json({ data }));

const meta = {
  title: 'Screens/Employer/Settings/EmailAlertRules',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/setting/rules-email-alerts' } satisfies ScreenParameters,
    msw: { handlers: [logo, rules, assignments, staff()] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every rule type of section 9, with who receives it. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Resume to interview' })).toBeVisible();
    // One field per rule type of section 9 (the header's language switch is outside main).
    await expect(within(canvas.getByRole('main')).getAllByRole('combobox')).toHaveLength(9);
    await expect(canvas.getByText(/Hoa Nguyễn/)).toBeVisible();
  },
};

/** No staff yet: says to add users first. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        logo,
        armsHttp.get('/email-rules', ({ response }) => response(200).json({ data: [] })),
        armsHttp.get('/rms-user-email-rules', ({ response }) => response(200).json({ data: [] })),
        staff([]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Add users first/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        logo,
        assignments,
        staff(),
        armsHttp.get('/email-rules', async () => {
          await delay('infinite');
          return new Response();
        }),
      ],
    },
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        logo,
        assignments,
        staff(),
        armsHttp.get('/email-rules', ({ response }) => response(403).json(errorBody('PERMISSION_NOT_ACCEPT'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('combobox', { name: 'Hồ sơ chuyển sang phỏng vấn' }),
    ).toBeVisible();
  },
};

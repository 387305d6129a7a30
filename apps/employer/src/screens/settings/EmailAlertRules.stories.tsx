import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { noLogo } from '../../stories/fixtures';
import { errorStory, loadingStory, neverAnswers, refused } from '../../stories/listHandlers';

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

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Settings/EmailAlertRules',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/setting/rules-email-alerts' } satisfies ScreenParameters,
    msw: { handlers: [noLogo, rules, assignments, staff()] },
  },
};
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
        noLogo,
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

export const Loading: Story = loadingStory(noLogo, assignments, staff(), neverAnswers('/email-rules'));

export const Error: Story = errorStory([noLogo, assignments, staff(), refused('/email-rules')]);

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('combobox', { name: 'Hồ sơ chuyển sang phỏng vấn' }),
    ).toBeVisible();
  },
};

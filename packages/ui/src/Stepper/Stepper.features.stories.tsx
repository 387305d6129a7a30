import type { Meta, StoryObj } from '@storybook/react-vite';
import { onboardingFlow, type OnboardingStep } from '@arms/domain';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Stepper } from '.';

const meta = {
  title: 'Navigation/Stepper/Features',
  component: Stepper,
  args: {
    steps: [
      { id: 'details', label: 'Job details', description: 'Title, location, salary' },
      { id: 'requirements', label: 'Requirements', description: 'Skills and experience' },
      { id: 'team', label: 'Hiring team', description: 'Hiring manager and HR' },
      { id: 'review', label: 'Review and publish' },
    ],
    defaultValue: 'requirements',
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescriptions: Story = {};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
};

export const MarkersOnly: Story = {
  args: { hideLabels: true },
  play: async ({ canvasElement }) => {
    // The labels are hidden visually, not from assistive technology.
    await expect(within(canvasElement).getAllByRole('listitem')[1]).toHaveTextContent('Requirements');
  },
};

const onboardingText: Record<OnboardingStep, { label: string; body: string }> = {
  welcome: { label: 'Welcome', body: 'Welcome to ARMS. Let us set up your company in a few steps.' },
  setupSteps: { label: 'Setup steps', body: 'Hiring entities, users, sourcing channels, resume format, alerts, jobs.' },
  getStarted: { label: "Let's get started", body: 'The welcome page walks you through each step.' },
  congratulations: { label: 'Congratulations', body: 'Your company is set up.' },
  addFirstJob: { label: 'Add your first job', body: 'Post a job to start receiving resumes.' },
};

/** The onboarding modal of spec section 2: the steps come from @arms/domain's `onboardingFlow`. */
function OnboardingModal() {
  const { steps } = onboardingFlow({ role: ['account_admin'] });
  const [current, setCurrent] = useState<OnboardingStep>('welcome');
  const index = steps.indexOf(current);
  return (
    <Modal title={onboardingText[current].label} defaultOpen dismissible={false} size="md">
      <Stepper
        steps={steps.map((id) => ({ id, label: onboardingText[id].label }))}
        value={current}
        onValueChange={(id) => setCurrent(id as OnboardingStep)}
        completedStepsClickable
        hideLabels
        aria-label="Onboarding"
      />
      <p>{onboardingText[current].body}</p>
      <Modal.Actions>
        {index > 0 && <Button onClick={() => setCurrent(steps[index - 1] ?? current)}>Back</Button>}
        <Button
          variant="primary"
          onClick={() => setCurrent(steps[index + 1] ?? current)}
          disabled={index === steps.length - 1}
        >
          Next
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

export const InTheOnboardingModal: Story = {
  render: () => <OnboardingModal />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Welcome' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(dialog).toHaveAccessibleName("Let's get started"));
    const progress = within(dialog).getByRole('list', { name: 'Onboarding' });
    await expect(within(progress).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    await userEvent.click(within(progress).getByRole('button', { name: 'Welcome (completed)' }));
    await expect(dialog).toHaveAccessibleName('Welcome');
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: {
    steps: [
      { id: 'details', label: 'Thông tin việc làm' },
      { id: 'requirements', label: 'Yêu cầu' },
      { id: 'review', label: 'Xem lại và đăng' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tiến trình' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Thông tin việc làm (đã xong)');
    await expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('chưa bắt đầu');
  },
};

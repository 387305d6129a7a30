import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NationalityResidenceFields } from './NationalityResidenceFields';
import { locations, nationalities } from './storyData';

const meta = {
  title: 'Domain/NationalityResidenceFields',
  component: NationalityResidenceFields,
  args: { nationalities, locations, onValueChange: fn(), onIssuesChange: fn() },
} satisfies Meta<typeof NationalityResidenceFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    defaultValue: { nationality: 2, countryOfResidence: 10, residentialStatus: 3 },
    hint: 'As on the candidate’s passport and work pass',
    required: true,
    disabled: false,
  },
};

/**
 * Tab only: the three selects in order, the refused Citizen status described at its field and the
 * citizenship outcome at the country. (Choosing an option is covered with the mouse in the features:
 * user-event cannot drive a native select's own keyboard.)
 */
export const ReviewWithKeyboard: Story = {
  args: { defaultValue: { nationality: 2, countryOfResidence: 10, residentialStatus: 4 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Nationality' })).toHaveFocus();
    await userEvent.tab();
    const country = canvas.getByRole('combobox', { name: 'Country of residence' });
    await expect(country).toHaveFocus();
    await expect(country).toHaveAccessibleDescription('Not a citizen of the country of residence');
    await userEvent.tab();
    const status = canvas.getByRole('combobox', { name: 'Residential status' });
    await expect(status).toHaveFocus();
    await expect(status).toHaveAttribute('aria-invalid', 'true');
    await expect(status).toHaveAccessibleDescription(
      'Citizen cannot be chosen when nationality and country of residence differ',
    );
    await expect(args.onIssuesChange).toHaveBeenCalledWith([
      { field: 'residentialStatus', code: 'domain.validation.residentialStatus.citizenMismatch', params: {} },
    ]);
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: {
    nationalities: [
      { id: 1, label: 'Singapore' },
      { id: 2, label: 'Việt Nam' },
    ],
    locations: [
      { id: 10, label: '+65 (Singapore)', nationalitieId: 1 },
      { id: 20, label: '+84 (Việt Nam)', nationalitieId: 2 },
    ],
    defaultValue: { nationality: 2, countryOfResidence: 10, residentialStatus: 4 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Quốc tịch và nơi cư trú' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Tình trạng cư trú' })).toHaveDisplayValue('Công dân');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Không thể chọn Công dân khi quốc tịch và quốc gia cư trú khác nhau',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Không phải công dân của quốc gia cư trú');
  },
};

import { residentialStatuses } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NationalityResidenceFields, type NationalityResidenceValue } from './NationalityResidenceFields';
import { locations, nationalities } from './storyData';

const meta = {
  title: 'Domain/NationalityResidenceFields/Features',
  component: NationalityResidenceFields,
  args: { nationalities, locations, onValueChange: fn(), onIssuesChange: fn() },
} satisfies Meta<typeof NationalityResidenceFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec section 5: Citizen is refused while nationality and country of residence differ. */
export const CitizenRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('combobox', { name: 'Residential status' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Nationality' }), 'Vietnamese');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country of residence' }), '+65 (Singapore)');
    await expect(canvas.getByRole('status')).toHaveTextContent('Not a citizen of the country of residence');
    await userEvent.selectOptions(status, 'Citizen');
    await expect(status).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Citizen cannot be chosen when nationality and country of residence differ',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      nationality: 2,
      countryOfResidence: 10,
      residentialStatus: 4,
    });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Nationality' }), 'Singaporean');
    await expect(status).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Citizen of the country of residence');
    await expect(args.onIssuesChange).toHaveBeenLastCalledWith([]);
  },
};

/** Nothing is refused while either side is unknown, so the form can be filled in any order. */
export const AnyOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('combobox', { name: 'Residential status' });
    await userEvent.selectOptions(status, 'Citizen');
    await expect(status).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country of residence' }), '+60 (Malaysia)');
    await expect(status).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Nationality' }), 'Vietnamese');
    await expect(status).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The statuses default to the domain list in its order, Citizen right after NA (docs/decisions/0013). */
export const StatusOptions: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('combobox', { name: 'Residential status' });
    await expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select…',
      'NA',
      'Citizen',
      'Singapore PR',
      'Singapore EP Holder',
      'Singapore SP Holder',
      'Work Permit',
      'Singapore DP Holder',
      'Malaysian PR',
    ]);
  },
};

/** The caller may offer its own list, e.g. from master data. */
export const OwnStatusOptions: Story = {
  args: {
    residentialStatusOptions: [
      { id: residentialStatuses.idOf.citizen, label: 'Citizen' },
      { id: residentialStatuses.idOf.singaporePr, label: 'Permanent resident' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const status = within(canvasElement).getByRole('combobox', { name: 'Residential status' });
    await expect(within(status).getAllByRole('option')).toHaveLength(3);
    await userEvent.selectOptions(status, 'Permanent resident');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      nationality: null,
      countryOfResidence: null,
      residentialStatus: 2,
    });
  },
};

/** Ids compare as text, as the domain rule does: `"1"` from one API and `1` from another match. */
export const TextIds: Story = {
  args: {
    nationalities: [{ id: '1', label: 'Singaporean' }],
    locations: [{ id: '10', label: '+65 (Singapore)', nationalitieId: 1 }],
    defaultValue: { nationality: '1', countryOfResidence: '10', residentialStatus: 4 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Citizen of the country of residence');
    await expect(canvas.getByRole('combobox', { name: 'Residential status' })).not.toHaveAttribute('aria-invalid');
  },
};

function ControlledFields(props: { onValueChange?: (value: NationalityResidenceValue) => void }) {
  const [value, setValue] = useState<NationalityResidenceValue>({
    nationality: 1,
    countryOfResidence: 10,
    residentialStatus: 4,
  });
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <NationalityResidenceFields
        nationalities={nationalities}
        locations={locations}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <button type="button" onClick={() => setValue({ ...value, countryOfResidence: 20 })}>
        Moved to Vietnam
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledFields onValueChange={args.onValueChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Moved to Vietnam' }));
    await expect(canvas.getByRole('combobox', { name: 'Country of residence' })).toHaveDisplayValue('+84 (Vietnam)');
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { nationality: 1, countryOfResidence: 10, residentialStatus: 4 } },
  play: async ({ canvasElement }) => {
    for (const select of within(canvasElement).getAllByRole('combobox')) await expect(select).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    for (const select of within(canvasElement).getAllByRole('combobox')) await expect(select).toBeRequired();
  },
};

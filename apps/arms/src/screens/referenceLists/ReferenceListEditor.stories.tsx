import type { components } from '@arms/api-client';
import { armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { HttpHandler } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { onPhone, pendingGet, refusedGet } from '../../stories/listStories';

type Currency = components['schemas']['Currency'];
type JobStatusItem = components['schemas']['JobStatusItem'];

const stamp = '2026-01-01T00:00:00.000Z';
const aCurrency = (overrides: Partial<Currency>): Currency => ({
  id: 1,
  name: 'Singapore Dollar',
  status: 1,
  order: 1,
  code: 'SGD',
  symbol: 'S$',
  createdAt: stamp,
  updatedAt: stamp,
  ...overrides,
});
const currencies: Currency[] = [
  aCurrency({}),
  aCurrency({ id: 2, name: 'United States Dollar', code: 'USD', symbol: 'US$', order: 2 }),
  aCurrency({ id: 3, name: 'Vietnamese Dong', code: 'VND', symbol: '₫', order: 3 }),
  aCurrency({ id: 4, name: 'Malaysian Ringgit', code: 'MYR', symbol: 'RM', order: 4, status: 0 }),
];
const currencyList: HttpHandler = armsHttp.get('/currencies', ({ response }) => response(200).json(listOf(currencies)));

const meta = {
  title: 'Screens/Admin/Reference lists/List editor',
  decorators: [withAdminScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/arms/setting/currencies' } satisfies ScreenParameters,
    msw: { handlers: [currencyList] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The currencies, suspended ones last; one is suspended, then two are activated at once (one bulk call). */
export const Data: Story = {
  parameters: {
    msw: {
      handlers: [
        currencyList,
        armsHttp.patch('/currencies/{id}', async ({ request, params, response }) => {
          const body = await request.json();
          const item = currencies.find((c) => c.id === Number(params.id))!;
          return response(200).json({ ...item, ...body });
        }),
        armsHttp.patch('/currencies', async ({ request, response }) => {
          const { items } = await request.json();
          return response(200).json({
            data: items.map((i) => ({ ...currencies.find((c) => c.id === i.id)!, ...i })),
          });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Currencies' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Vietnamese Dong')).toBeVisible());
    await expect(canvas.getByText('MYR')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Vietnamese Dong' }));
    await waitFor(() => expect(page.getByText('Vietnamese Dong suspended: employers no longer see it')).toBeVisible());
    await userEvent.click(canvas.getByRole('checkbox', { name: /Singapore Dollar/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Malaysian Ringgit/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Activate selected (2)' }));
    await waitFor(() => expect(page.getByText('2 items activated')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [pendingGet('/currencies')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Currencies' })).toBeVisible());
    await expect(canvas.queryByText('Singapore Dollar')).toBeNull();
  },
};

/** An empty list: what to do next, with the add button. */
export const Empty: Story = {
  parameters: { msw: { handlers: [armsHttp.get('/currencies', ({ response }) => response(200).json(listOf([])))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('This list is empty')).toBeVisible());
    await expect(canvas.getAllByRole('button', { name: 'Add item' }).length).toBeGreaterThan(0);
  },
};

/** The list cannot be read: the catalogue message and Try again. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [refusedGet('/currencies')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('The list could not be loaded')).toBeVisible());
    await expect(canvas.getByText('You do not have permission to do this')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Tiền tệ' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tạm ngưng Vietnamese Dong' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Kích hoạt Malaysian Ringgit' })).toBeVisible();
  },
};

/** At phone width the rows become cards and every action stays reachable. */
export const PhoneWidth: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit Singapore Dollar' })).toBeVisible());
  },
};

/**
 * A name already in the list is refused before the call; one the server finds taken (added meanwhile) comes
 * back as DUPLICATE_ITEM_NAME on the name field, with what was typed kept.
 */
export const DuplicateNameRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        currencyList,
        armsHttp.post('/currencies', ({ response }) =>
          response(409).json({
            ...errorBody('DUPLICATE_ITEM_NAME'),
            details: [{ field: 'name', code: 'domain.validation.itemName.duplicate' }],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByText('Vietnamese Dong')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    const dialog = within(await page.findByRole('dialog'));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, '  singapore dollar ');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(dialog.getByText('An item with this name already exists')).toBeVisible());
    await userEvent.clear(name);
    await userEvent.type(name, 'Euro');
    await userEvent.type(dialog.getByRole('textbox', { name: /Code/ }), 'EUR');
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(dialog.getByText('An item with this name already exists')).toBeVisible());
    await expect(name).toHaveValue('Euro');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

const initialStatuses: JobStatusItem[] = [
  { id: 239, name: 'Open', status: 1, order: 1, colour: '#2e7d32', createdAt: stamp, updatedAt: stamp },
  { id: 240, name: 'On Hold', status: 1, order: 2, colour: '#ed6c02', createdAt: stamp, updatedAt: stamp },
  { id: 242, name: 'Closed', status: 1, order: 3, colour: '#616161', createdAt: stamp, updatedAt: stamp },
];

let statuses = initialStatuses;

/** An ordered list moved by keyboard: the move sends the new orders in one bulk call and keeps the focus. */
export const ReorderByKeyboard: Story = {
  beforeEach: () => {
    statuses = initialStatuses;
  },
  parameters: {
    screen: { path: '/arms/setting/job-status-list' } satisfies ScreenParameters,
    msw: {
      handlers: [
        armsHttp.get('/job-statuses', ({ response }) =>
          response(200).json(listOf([...statuses].sort((a, b) => a.order - b.order))),
        ),
        armsHttp.patch('/job-statuses', async ({ request, response }) => {
          const { items } = await request.json();
          if (
            JSON.stringify(items) !==
            JSON.stringify([
              { id: 240, order: 1 },
              { id: 239, order: 2 },
            ])
          )
            return response(400).json(errorBody('VALIDATION_ERROR'));
          statuses = statuses.map((s) => ({ ...s, ...items.find((i) => i.id === s.id) }));
          return response(200).json({ data: statuses.filter((s) => items.some((i) => i.id === s.id)) });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const up = await canvas.findByRole('button', { name: 'Move On Hold up' });
    await waitFor(() => expect(up).toBeEnabled());
    await expect(canvas.getByRole('button', { name: 'Move Open up' })).toBeDisabled();
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.getByText('On Hold moved to position 1')).toBeVisible());
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-move', 'down-240'));
  },
};

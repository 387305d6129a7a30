// The pages the UI benchmark drives in Chromium: each function mounts or filters one widget and
// answers how long it took until the browser had painted the result.
import { ArmsProvider, DataTable, MultiSelect, type DataTableColumn } from '@arms/ui';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

interface Row {
  id: number;
  name: string;
  email: string;
  position: string;
}

const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i,
  name: `Candidate ${i}`,
  email: `candidate${i}@example.com`,
  position: ['Engineer', 'Kỹ sư', 'Surveyor', 'Manager'][i % 4]!,
}));
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name },
  { id: 'email', header: 'Email', cell: (r) => r.email },
  { id: 'position', header: 'Position', cell: (r) => r.position },
];
const options = rows.map((r) => ({ value: String(r.id), label: `${r.name} (${r.position})` }));

let root: Root | undefined;
const host = document.getElementById('root')!;
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function time(render: () => void): Promise<number> {
  root?.unmount();
  host.replaceChildren();
  root = createRoot(host);
  await painted();
  const start = performance.now();
  flushSync(render);
  await painted();
  return performance.now() - start;
}

function PlainTable({ items }: { items: Row[] }) {
  return (
    <table>
      <caption>Plain</caption>
      <thead>
        <tr>
          <th>Name</th>
          <th>Email</th>
          <th>Position</th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.id}>
            <td>{r.name}</td>
            <td>{r.email}</td>
            <td>{r.position}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PlainSelect({ query }: { query: string }) {
  const q = query.toLowerCase();
  return (
    <select multiple aria-label="Plain" size={10}>
      {options
        .filter((o) => o.label.toLowerCase().includes(q))
        .map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
    </select>
  );
}

const provider = (node: React.ReactNode) => <ArmsProvider lang="en">{node}</ArmsProvider>;

async function typeInto(input: HTMLInputElement, text: string): Promise<number> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const start = performance.now();
  flushSync(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await painted();
  return performance.now() - start;
}

Object.assign(window, {
  bench: {
    mountDataTable: () =>
      time(() =>
        root!.render(
          provider(
            <DataTable
              caption="Bench"
              columns={columns}
              rows={rows}
              getRowId={(r) => String(r.id)}
              total={rows.length}
              page={{ skip: 0, limit: rows.length }}
              onPageChange={() => undefined}
              pageSizeOptions={[rows.length]}
            />,
          ),
        ),
      ),
    mountPlainTable: () => time(() => root!.render(<PlainTable items={rows} />)),
    filterMultiSelect: async () => {
      await time(() => root!.render(provider(<MultiSelect label="Bench" options={options} />)));
      const input = host.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      input.focus();
      await painted();
      return typeInto(input, '99');
    },
    filterPlainSelect: async () => {
      await time(() => root!.render(<PlainSelect query="" />));
      const start = performance.now();
      flushSync(() => root!.render(<PlainSelect query="99" />));
      await painted();
      return performance.now() - start;
    },
  },
});
document.title = 'ready';

// A throw-away consumer of the packed @arms/ui and @arms/domain, as another team would write it.
import { ArmsProvider, DataTable, MultiSelect } from '@arms/ui';
import { avatarInitials } from '@arms/domain';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Candidate ${i + 1}` }));
const options = ['Java', 'TypeScript', 'Kỹ năng giao tiếp', 'SQL'].map((label) => ({ value: label, label }));

function App() {
  const [page, setPage] = useState({ skip: 0, limit: 10 });
  const [skills, setSkills] = useState<string[]>([]);
  return (
    <ArmsProvider lang="en">
      <main>
        <h1>Consumer {avatarInitials('Nguyễn Văn An')}</h1>
        <DataTable
          caption="Candidates"
          columns={[{ id: 'name', header: 'Name', cell: (row: (typeof rows)[number]) => row.name }]}
          rows={rows.slice(page.skip, page.skip + page.limit)}
          getRowId={(row) => String(row.id)}
          total={rows.length}
          page={page}
          onPageChange={setPage}
        />
        <MultiSelect label="Skills" options={options} value={skills} onValueChange={setSkills} />
        <output data-testid="skills">{skills.join(',')}</output>
      </main>
    </ArmsProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);

// A throw-away consumer of the packed @arms/ui, @arms/domain and @arms/api-client, as another team would
// write it: its own i18next instance (the newest majors, as peers of @arms/ui) passed to ArmsProvider.
import { createArmsClient } from '@arms/api-client';
import { avatarInitials, type JobStatusId } from '@arms/domain';
import { ArmsProvider, DataTable, MultiSelect, StatusBadge } from '@arms/ui';
import i18next from 'i18next';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { consumer: { greeting: 'Hello from the consumer' } } },
  interpolation: { escapeValue: false },
});
const client = createArmsClient({ baseUrl: '/api' });

const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Candidate ${i + 1}` }));
const options = ['Java', 'TypeScript', 'Kỹ năng giao tiếp', 'SQL'].map((label) => ({ value: label, label }));
// Not a job status id: @arms/ui warns about it in a development build, and only there.
const unknownStatus = Number('999') as JobStatusId;

function Greeting() {
  const { t } = useTranslation('consumer');
  return <p data-testid="greeting">{t('greeting')}</p>;
}

function App() {
  const [page, setPage] = useState({ skip: 0, limit: 10 });
  const [skills, setSkills] = useState<string[]>([]);
  return (
    <ArmsProvider i18n={i18next}>
      <main>
        <h1>Consumer {avatarInitials('Nguyễn Văn An')}</h1>
        <Greeting />
        <p data-testid="session">{client.session.getState().status}</p>
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
        <StatusBadge kind="job" status={unknownStatus} />
      </main>
    </ArmsProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);

import { useArmsQuery, useReferenceList } from '@arms/api-client';
import { useMemo } from 'react';
import { useWizardStrings } from '../wizardStrings';

/**
 * The wizard's choices, loaded once for every step: hiring entities, the chosen entity's contacts (for
 * the contact person and the project contacts), staff (team and co-owners), currencies and the
 * reference lists of the requirements step. A sector is `p:<id>` from the platform's list or `c:<id>`
 * from the company's.
 */
export function useWizardOptions(departmentId: number | null) {
  const { t } = useWizardStrings();
  const entities = useArmsQuery('/departments', { params: { query: { $limit: -1, $sort: { name: 1 } } } });
  const contacts = useArmsQuery(
    '/departments/{id}/contacts',
    departmentId ? { params: { path: { id: departmentId } } } : null,
  );
  const staffList = useArmsQuery('/rms-users', { params: { query: { $limit: -1 } } });
  const currencies = useReferenceList('/currencies');
  const sectorList = useReferenceList('/sectors');
  const companySectorList = useReferenceList('/company-sectors');
  const educationList = useReferenceList('/educations');
  const disciplineList = useReferenceList('/disciplines');
  const levelList = useReferenceList('/levels');
  const sectorOptions = useMemo(
    () => [
      ...sectorList.items.map((x) => ({ value: `p:${x.id}`, label: x.name })),
      ...companySectorList.items.map((x) => ({ value: `c:${x.id}`, label: t('companySector', { name: x.name }) })),
    ],
    [sectorList.items, companySectorList.items, t],
  );
  const staffOptions = (staffList.data?.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.firstName ?? ''} ${s.lastName ?? ''}`.trim() || s.user.email,
  }));
  const contactOptions = (contacts.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.firstName} ${c.lastName ?? ''}`.trim(),
  }));
  return {
    entities,
    staffList,
    currencies,
    sectorOptions,
    educationOptions: educationList.items.map((x) => ({ value: String(x.id), label: x.name })),
    disciplineOptions: disciplineList.items.map((x) => ({ value: String(x.id), label: x.name })),
    levelOptions: levelList.items.map((x) => ({ value: String(x.id), label: x.name })),
    staffOptions,
    contactOptions,
  };
}

import { locationLabel } from '@arms/domain';

// Master data as the API lists it: locations carry the id of their nationality (`nationalitieId`).
export const nationalities = [
  { id: 1, label: 'Singaporean' },
  { id: 2, label: 'Vietnamese' },
  { id: 3, label: 'Malaysian' },
];
export const locations = [
  { id: 10, label: locationLabel({ dialingCode: 65, name: 'Singapore' }), nationalitieId: 1 },
  { id: 20, label: locationLabel({ dialingCode: 84, name: 'Vietnam' }), nationalitieId: 2 },
  { id: 30, label: locationLabel({ dialingCode: 60, name: 'Malaysia' }), nationalitieId: 3 },
];

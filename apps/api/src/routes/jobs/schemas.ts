import { Type } from 'typebox';

export const JobStatusRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  colour: Type.String(),
});

export const Job = Type.Object(
  {
    id: Type.Integer(),
    companyId: Type.Integer(),
    position: Type.String(),
    jobStatusId: Type.Integer(),
    jobStatus: JobStatusRef,
    publishState: Type.String(),
    vacancies: Type.Integer(),
    hiringType: Type.Union([Type.Integer(), Type.Null()]),
    salaryMin: Type.Union([Type.Number(), Type.Null()]),
    salaryMax: Type.Union([Type.Number(), Type.Null()]),
    salaryCurrency: Type.Union([Type.String(), Type.Null()]),
    salaryPeriod: Type.Union([Type.Integer(), Type.Null()]),
    countryOfWork: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Job' },
);

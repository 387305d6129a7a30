import type { ScreenLoaders } from '../../shell/screens';

export const resumeScreens: ScreenLoaders = {
  resumes: () => import('./ResumesList').then((m) => m.ResumesList),
  resumeSearch: () => import('./ResumeSearch').then((m) => m.ResumeSearch),
  resumeUpload: () => import('./ResumeUpload').then((m) => m.ResumeUpload),
  resumeEdit: () => import('./ResumeEdit').then((m) => m.ResumeEdit),
  resumeDetail: () => import('./ResumeDetail').then((m) => m.ResumeDetail),
  refereeContacts: () => import('./RefereeContacts').then((m) => m.RefereeContacts),
  refereeContactDetail: () => import('./RefereeContactDetail').then((m) => m.RefereeContactDetail),
  refereeContactEdit: () => import('./RefereeContactEdit').then((m) => m.RefereeContactEdit),
  resumePdf: () => import('./ResumePdf').then((m) => m.ResumePdf),
  compareResume: () => import('./CompareResume').then((m) => m.CompareResume),
  portalResumes: () => import('./PortalResumes').then((m) => m.PortalResumes),
  portalResumeDetail: () => import('./PortalResumeDetail').then((m) => m.PortalResumeDetail),
  relatedPosition: () => import('./RelatedPositions').then((m) => m.RelatedPosition),
  jobApplicantsRelatedPosition: () => import('./RelatedPositions').then((m) => m.JobApplicantsRelatedPosition),
  selectedFromRecruiter: () => import('./SelectedListings').then((m) => m.SelectedFromRecruiter),
  selectedFromHiringEntities: () => import('./SelectedListings').then((m) => m.SelectedFromHiringEntities),
};

/** The employer app's own strings (namespace `employer`) in English; the Vietnamese ones are in `resources.vn.ts`. */
const en = {
  brand: 'ARMS',
  titleSuffix: 'ARMS',
  loadingPage: 'Loading page',
  saved: 'Saved',
  close: 'Close',
  cancel: 'Cancel',
  login: {
    title: 'Recruiter Login',
    forgotPassword: 'Forgot your password?',
    noAccount: 'New to ARMS?',
    signUp: 'Register your company',
  },
  unsaved: {
    title: 'Leave without saving?',
    message: 'Your changes on this page have not been saved and will be lost.',
    leave: 'Leave without saving',
  },
  routeError: {
    title: 'This page could not be opened',
    body: 'A newer version of ARMS may have been installed, or the connection dropped. Reload to try again.',
    reload: 'Reload',
  },
  help: {
    empty: 'The help pages have not been written yet. Your platform administrator can add them.',
  },
  feedback: {
    intro: 'Tell the ARMS team what works and what does not. We read every message.',
    message: 'Your feedback',
    send: 'Send feedback',
    sent: 'Thank you: your feedback was sent.',
  },
  terms: {
    title: 'Terms of use',
    intro: 'Please read and accept the terms of use to continue.',
    fallback: 'The terms of use of this ARMS installation apply to your use of the portal.',
    accept: 'I accept',
    decline: 'Decline and log out',
    failed: 'Your acceptance could not be saved. Please try again.',
  },
  onboarding: {
    progress: 'Getting started',
    next: 'Next',
    later: 'Close',
    finish: 'Finish',
    welcome: {
      title: 'Welcome to ARMS',
      body: 'ARMS keeps your jobs, candidates and hiring teams in one place. A few steps set your company up.',
    },
    setupSteps: { title: 'Six steps to set up' },
    getStarted: {
      title: "Let's get started",
      body: 'The Welcome page lists the six steps with a link to each; it shows which are done.',
      action: 'Open the Welcome page',
    },
    congratulations: { title: 'Congratulations', body: 'Your company is ready to hire with ARMS.' },
    addFirstJob: {
      title: 'Add your first job',
      body: 'Post your first job when you are ready; your team will see it in the jobs list.',
      defaults: 'Set up defaults for your company, then post your first job.',
      action: 'Create a job',
    },
  },
  jobs: {
    title: 'Jobs',
    caption: 'Jobs of your company',
    position: 'Position',
    status: 'Status',
    vacancies: 'Vacancies',
    salary: 'Salary',
    country: 'Country of work',
    created: 'Created',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
  loading: 'Loading…',
};

/** What every language must say: the English strings' shape. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type Strings = Shape<typeof en>;

/** The app's own strings in English (namespace `employer`), bundled: the default and fallback language. */
export const english = { employer: en } as const;

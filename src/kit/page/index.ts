export { StandalonePage, FormSection, FormSubmit, type StandalonePageProps } from './StandalonePage';
export { PageFooter } from './PageFooter';

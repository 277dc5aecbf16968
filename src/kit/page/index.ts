export { StandalonePage, FormSection, FormSubmit, type StandalonePageProps } from './StandalonePage';

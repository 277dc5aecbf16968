export { StandalonePage, FormSection, type StandalonePageProps } from './StandalonePage';

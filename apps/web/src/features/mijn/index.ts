// "Mijn superelf" (issue 27): what a signed-in participant sees at /dashboard.
export { MijnSuperelfPage } from './mijn-superelf-page';

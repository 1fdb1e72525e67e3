// The home page: the first page every visitor sees, in the first load.
export { HomePage } from './home-page';

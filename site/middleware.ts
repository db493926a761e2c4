export { onRequest } from './server/page-cookies.js';

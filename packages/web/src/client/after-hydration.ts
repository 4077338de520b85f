// What the page starts once React has hydrated it, in one chunk outside the first load: one import instead of two
// keeps the entry's preload map and code a little smaller (checkout and account sit at the 100 KB line).
export { startWebVitalsBeacon } from './web-vitals-beacon.js';
export { enhanceHeader } from '../app/header/header-enhancer.js';

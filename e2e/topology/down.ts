// Stops the stage's topology when its Playwright run could not: `npm run test:all` calls it
// when it ends (a failure, or a TERM from outside) while the stage may still be running.
//   node --import tsx e2e/topology/down.ts
import './settings';
import globalTeardown from './global-teardown';

globalTeardown();

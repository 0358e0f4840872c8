// After the nginx and Firefox projects: stop the nginx that nginx.setup.ts started.
import { test as teardown } from '@playwright/test';
import { stopNginx } from './nginx';

teardown('stop nginx', () => {
  stopNginx();
});

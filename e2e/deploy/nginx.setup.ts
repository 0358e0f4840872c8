// Before the nginx and Firefox projects: build the lab under /sierra/ and start nginx on it.
import { test as setup } from '@playwright/test';
import { buildVersions, startNginx } from './nginx';

setup('build the lab under /sierra/ and serve it with nginx', () => {
  setup.setTimeout(240_000);
  buildVersions();
  startNginx();
});

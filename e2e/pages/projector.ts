// Projector mode, as a classroom sees the lab: large type on a 1280x720 screen.
import type { Page } from '@playwright/test';
import { LabPage } from './lab-page';
import type { Screen } from './screen-boxes';

/** The projector's screen, the smallest the course's rooms project (the tests' viewport for projector mode). */
export const PROJECTOR_SCREEN: Screen = { width: 1280, height: 720 };

/** Opens `path` in projector mode in `lang`, with the rest of its address parameters. */
export async function openInProjectorMode(page: Page, path: string, lang: string, query: Record<string, string> = {}): Promise<void> {
  await new LabPage(page).open(path, { lang, projector: '1', ...query });
}

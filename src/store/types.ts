import type { AnnotationsSlice } from './annotations';
import type { ErrorSlice } from './errors';
import type { PauseChoiceSlice } from './pauseChoice';
import type { PrefsSlice } from './prefs';
import type { RouteSlice } from './route';
import type { RunsSlice } from './runs';
import type { WorkSlice } from './work';

export type SierraState = PrefsSlice & RouteSlice & ErrorSlice & RunsSlice & WorkSlice & AnnotationsSlice & PauseChoiceSlice;

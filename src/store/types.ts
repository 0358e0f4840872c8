import type { ErrorSlice } from './errors';
import type { PrefsSlice } from './prefs';
import type { RouteSlice } from './route';

export type SierraState = PrefsSlice & RouteSlice & ErrorSlice;

import type { StateCreator } from 'zustand';
import type { Route } from '../app/routes';
import type { SierraState } from './types';

export interface RouteSlice {
  route: Route;
  setRoute(route: Route): void;
}

export const createRouteSlice: StateCreator<SierraState, [], [], RouteSlice> = (set) => ({
  route: { name: 'home' },
  setRoute: (route) => set({ route }),
});

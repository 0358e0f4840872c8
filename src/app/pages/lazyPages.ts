// Every page of the lab as a chunk of its own, loaded when its route is first visited: the home
// page does not carry the chapters, the views, the lab or the presenter (issue 26's first load).
// A new page joins here, not as a static import in App.tsx.
import { lazy } from 'react';

export const HomePage = lazy(() => import('./HomePage').then((m) => ({ default: m.HomePage })));
export const ChapterPage = lazy(() => import('./ChapterPage').then((m) => ({ default: m.ChapterPage })));
export const ViewPage = lazy(() => import('./ViewPage').then((m) => ({ default: m.ViewPage })));
export const DownloadPage = lazy(() => import('./DownloadPage').then((m) => ({ default: m.DownloadPage })));
export const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
export const PanelsPage = lazy(() => import('./PanelsPage').then((m) => ({ default: m.PanelsPage })));
export const LabWeekPage = lazy(() => import('../../lessons/lab/LabWeekPage').then((m) => ({ default: m.LabWeekPage })));
export const DashboardPage = lazy(() => import('../../views/Dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
export const JoinPage = lazy(() => import('../class/JoinPage').then((m) => ({ default: m.JoinPage })));
export const GradePage = lazy(() => import('../grade/GradePage').then((m) => ({ default: m.GradePage })));

// Entry point: set up language, projector mode, routing and the worker's error banner,
// then mount the shell.
// First: zod must not compile with eval under the lab's Content-Security-Policy (src/app/csp.ts).
import '../sim/no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { App } from './App';
import { installDebugHooks } from './debug';
import { initOffline } from './offline';
import { initProjector } from './projector';
import { rememberBudgetParam } from './runs/budgetParam';
import { startRouter } from './router';
import { watchWorkerErrors } from './workerErrors';
import './theme.css';

const strings = initI18n();
initProjector();
startRouter();
watchWorkerErrors();
installDebugHooks();
rememberBudgetParam(location.search);
initOffline();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The shell renders once the page's language has arrived (one small chunk, src/i18n/loadLocale.ts).
void strings.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

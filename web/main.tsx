// First, before any module parses with zod.
import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app';
import { UnsavedChangesProvider } from './components/unsaved-changes';
import { SessionProvider } from './session';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A data router, so the unsaved-changes guard can hold a navigation (useBlocker); App's own routes
// sit under its one catch-all route.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <SessionProvider>
        <UnsavedChangesProvider>
          <App />
        </UnsavedChangesProvider>
      </SessionProvider>
    ),
  },
]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

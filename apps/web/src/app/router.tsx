/** Every route of SPEC.md §2, in history mode. Pages load on first visit. */
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from './FullPageSpinner';
import { MainFrame } from './MainFrame';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { RouteError } from './RouteError';
import { FRAME_PAGES } from './pages';
import { withChunkTimeout } from './load-errors';
import { checkSessionEarly } from './establish-session';

/** Pages load on first visit; a module that has not arrived after 120 s counts as failed. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await withChunkTimeout(load)).default });

/** A signed-in page: the session is checked while its code loads. */
const sessionPage = (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  page(() => {
    checkSessionEarly();
    return load();
  });

const loginPage = page(() => import('../pages/login'));

const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: '/', element: <Navigate to="/loginPage" replace /> },
      { path: '/loginPage', lazy: loginPage },
      { path: '/login', lazy: loginPage },
      { path: '/resetPassword', lazy: page(() => import('../pages/reset-password')) },
      // Embeddable players: no login, no frame (SPEC.md §2 Embeddable pages).
      { path: '/live', lazy: page(() => import('../pages/live')) },
      { path: '/playback', lazy: page(() => import('../pages/playback')) },
      {
        path: '/liveplay/:idAndChannel/event/:cameraPassword',
        lazy: page(() => import('../pages/liveplay')),
      },
      {
        element: <RequireSession />,
        children: [
          // The big screen fills its own window, without the frame.
          { path: '/bigtest', lazy: sessionPage(() => import('../pages/big-screen')) },
          {
            element: <MainFrame />,
            children: FRAME_PAGES.map(({ path, load }) => ({ path, lazy: sessionPage(load) })),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes);

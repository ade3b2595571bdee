import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { type OverlayArea, overlayAreas } from '../core/overlay/overlay-areas';
import { DashboardLayout } from './components/DashboardLayout';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { usePageTitle } from './components/page-title';
import { useFocusHeadingOnNavigation } from './components/route-focus';
import { SettingsLayout } from './pages/settings/SettingsLayout';

// Each page's code loads when it is first visited, so the first load is the shell and one page.
const ChatCommandsPage = lazy(() =>
  import('./pages/commands/ChatCommandsPage').then((page) => ({ default: page.ChatCommandsPage })),
);
const ChatFunctionsPage = lazy(() =>
  import('./pages/commands/ChatFunctionsPage').then((page) => ({ default: page.ChatFunctionsPage })),
);
const ContactPage = lazy(() =>
  import('./pages/contact/ContactPage').then((page) => ({ default: page.ContactPage })),
);
const DiscordPage = lazy(() =>
  import('./pages/discord/DiscordPage').then((page) => ({ default: page.DiscordPage })),
);
const EditorsPage = lazy(() =>
  import('./pages/editors/EditorsPage').then((page) => ({ default: page.EditorsPage })),
);
const FaqPage = lazy(() => import('./pages/faq/FaqPage').then((page) => ({ default: page.FaqPage })));
const ImportPage = lazy(() =>
  import('./pages/import/ImportPage').then((page) => ({ default: page.ImportPage })),
);
const KeywordsPage = lazy(() =>
  import('./pages/keywords/KeywordsPage').then((page) => ({ default: page.KeywordsPage })),
);
const ModerationPage = lazy(() =>
  import('./pages/moderation/ModerationPage').then((page) => ({ default: page.ModerationPage })),
);
const NotFoundPage = lazy(() =>
  import('./pages/not-found/NotFoundPage').then((page) => ({ default: page.NotFoundPage })),
);
const SessionsPage = lazy(() =>
  import('./pages/sessions/SessionsPage').then((page) => ({ default: page.SessionsPage })),
);
const QuotesPage = lazy(() =>
  import('./pages/quotes/QuotesPage').then((page) => ({ default: page.QuotesPage })),
);
const SettingsHome = lazy(() =>
  import('./pages/settings/SettingsHome').then((page) => ({ default: page.SettingsHome })),
);
const SimulatorPage = lazy(() =>
  import('./pages/simulator/SimulatorPage').then((page) => ({ default: page.SimulatorPage })),
);
const TipSetupPage = lazy(() =>
  import('./pages/tips/TipSetupPage').then((page) => ({ default: page.TipSetupPage })),
);
const TriggeredEventsPage = lazy(() =>
  import('./pages/triggered-events/TriggeredEventsPage').then((page) => ({
    default: page.TriggeredEventsPage,
  })),
);
const TwitchSettingsPage = lazy(() =>
  import('./pages/twitch/TwitchSettingsPage').then((page) => ({ default: page.TwitchSettingsPage })),
);
const WelcomePage = lazy(() =>
  import('./pages/welcome/WelcomePage').then((page) => ({ default: page.WelcomePage })),
);

/** Each overlay area's settings page; its path under /settings comes from the registry. */
const overlaySettingsPages: Record<OverlayArea, ComponentType> = {
  alerts: lazy(() =>
    import('./pages/alerts/AlertsSettingsPage').then((page) => ({ default: page.AlertsSettingsPage })),
  ),
  carousel: lazy(() =>
    import('./pages/carousel/CarouselSettingsPage').then((page) => ({ default: page.CarouselSettingsPage })),
  ),
  clipReel: lazy(() =>
    import('./pages/clips/ClipsSettingsPage').then((page) => ({ default: page.ClipsSettingsPage })),
  ),
  emoteMover: lazy(() =>
    import('./pages/emote-mover/EmoteMoverSettingsPage').then((page) => ({
      default: page.EmoteMoverSettingsPage,
    })),
  ),
  progressBar: lazy(() =>
    import('./pages/progress-bar/ProgressBarSettingsPage').then((page) => ({
      default: page.ProgressBarSettingsPage,
    })),
  ),
};

export function App() {
  useFocusHeadingOnNavigation('content');
  usePageTitle();
  return (
    <div className="app">
      <Header />
      <main id="content">
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <Routes>
            <Route path="/" element={<WelcomePage />} />
            <Route path="/faq" element={<FaqPage />} />
            <Route path="/contact" element={<ContactPage />} />
            <Route element={<DashboardLayout />}>
              <Route path="/settings" element={<SettingsLayout />}>
                <Route index element={<SettingsHome />} />
                <Route path="simulator" element={<SimulatorPage />} />
                <Route path="twitch" element={<TwitchSettingsPage />} />
                <Route path="chat" element={<ChatCommandsPage />} />
                <Route path="commands" element={<ChatFunctionsPage />} />
                <Route path="quotes" element={<QuotesPage />} />
                <Route path="moderation" element={<ModerationPage />} />
                <Route path="tips" element={<TipSetupPage />} />
                {overlayAreas.map((area) => {
                  const SettingsPage = overlaySettingsPages[area.name];
                  return <Route key={area.name} path={area.dashboard.path} element={<SettingsPage />} />;
                })}
                <Route path="triggeredEvents" element={<TriggeredEventsPage />} />
                <Route path="discord" element={<DiscordPage />} />
                <Route path="import" element={<ImportPage />} />
                <Route path="editors" element={<EditorsPage />} />
                <Route path="sessions" element={<SessionsPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
              <Route path="/documentation/keywords" element={<KeywordsPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

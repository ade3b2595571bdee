import { Route, Routes } from 'react-router';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { CarouselSettingsPage } from './pages/carousel/CarouselSettingsPage';
import { ClipsSettingsPage } from './pages/clips/ClipsSettingsPage';
import { ChatCommandsPage } from './pages/commands/ChatCommandsPage';
import { ChatFunctionsPage } from './pages/commands/ChatFunctionsPage';
import { ContactPage } from './pages/contact/ContactPage';
import { DiscordPage } from './pages/discord/DiscordPage';
import { EmoteMoverSettingsPage } from './pages/emote-mover/EmoteMoverSettingsPage';
import { FaqPage } from './pages/faq/FaqPage';
import { KeywordsPage } from './pages/keywords/KeywordsPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { ProgressBarSettingsPage } from './pages/progress-bar/ProgressBarSettingsPage';
import { QuotesPage } from './pages/quotes/QuotesPage';
import { SettingsHome } from './pages/settings/SettingsHome';
import { SettingsLayout } from './pages/settings/SettingsLayout';
import { SimulatorPage } from './pages/simulator/SimulatorPage';
import { TipSetupPage } from './pages/tips/TipSetupPage';
import { TriggeredEventsPage } from './pages/triggered-events/TriggeredEventsPage';
import { TwitchSettingsPage } from './pages/twitch/TwitchSettingsPage';
import { WelcomePage } from './pages/welcome/WelcomePage';

export function App() {
  return (
    <div className="app">
      <Header />
      <main id="content">
        <Routes>
          <Route path="/" element={<WelcomePage />} />
          <Route path="/faq" element={<FaqPage />} />
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/settings" element={<SettingsLayout />}>
            <Route index element={<SettingsHome />} />
            <Route path="simulator" element={<SimulatorPage />} />
            <Route path="twitch" element={<TwitchSettingsPage />} />
            <Route path="chat" element={<ChatCommandsPage />} />
            <Route path="commands" element={<ChatFunctionsPage />} />
            <Route path="quotes" element={<QuotesPage />} />
            <Route path="carousel" element={<CarouselSettingsPage />} />
            <Route path="tips" element={<TipSetupPage />} />
            <Route path="progressBar" element={<ProgressBarSettingsPage />} />
            <Route path="clips" element={<ClipsSettingsPage />} />
            <Route path="triggeredEvents" element={<TriggeredEventsPage />} />
            <Route path="emoteMover" element={<EmoteMoverSettingsPage />} />
            <Route path="discord" element={<DiscordPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="/documentation/keywords" element={<KeywordsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
      <Footer />
    </div>
  );
}

import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
// its popstate listener must be added before the router's (see the file), so it is in the entry, not in
// the onboarding chunk
import '../screens/onboarding/browserBack';
import './app-loading.css';
// what the sign-in screens share, in the entry: the sign-in screen itself is its own chunk (preloaded
// with the page), and these would otherwise be split into a chunk each — a round trip each on a phone
import '../components/MobilePage';
import '../components/form/PasswordField';
import '../components/form/TextField';
import '../components/form/ErrorBanner';
import '../screens/auth/useAuthForm';
import '../screens/auth/AuthHeader';
import '../screens/auth/SocialButtons';
import './useSignIn';
import './errors';
import { RedirectIfSignedIn, RequireAuth, RootRedirect } from './guards';

/**
 * Route-level code splitting: the sign-in screen is in the entry (it is the first screen of most
 * visits); every other screen, with what only it uses (the markdown stack, image compression, the
 * plan screens), is a chunk loaded with its route. `preloadRoute` starts the current route's chunk
 * while the entry is still starting, so a deep link does not wait for React to render first.
 */
const screens = {
  login: () => import('../screens/login/LoginScreen').then((m) => ({ default: m.LoginScreen })),
  signup: () => import('../screens/signup/SignupScreen').then((m) => ({ default: m.SignupScreen })),
  forgot: () =>
    import('../screens/forgot-password/ForgotPasswordScreen').then((m) => ({ default: m.ForgotPasswordScreen })),
  reset: () =>
    import('../screens/forgot-password/ResetPasswordScreen').then((m) => ({ default: m.ResetPasswordScreen })),
  onboardingWelcome: () =>
    import('../screens/onboarding/OnboardingScreens').then((m) => ({ default: m.OnboardingWelcomeScreen })),
  onboardingStep: () =>
    import('../screens/onboarding/OnboardingScreens').then((m) => ({ default: m.OnboardingStepScreen })),
  onboardingComplete: () =>
    import('../screens/onboarding/OnboardingScreens').then((m) => ({ default: m.OnboardingCompleteScreen })),
  home: () => import('../screens/home/HomeScreen').then((m) => ({ default: m.HomeScreen })),
  chat: () => import('../screens/chat/ChatScreen').then((m) => ({ default: m.ChatScreen })),
  overview: () => import('../screens/overview/OverviewScreen').then((m) => ({ default: m.OverviewScreen })),
  tools: () => import('../screens/tools/ToolsScreen').then((m) => ({ default: m.ToolsScreen })),
  step: () => import('../screens/step/StepScreen').then((m) => ({ default: m.StepScreen })),
  completed: () => import('../screens/completed/CompletedScreen').then((m) => ({ default: m.CompletedScreen })),
  feedback: () => import('../screens/feedback/FeedbackScreen').then((m) => ({ default: m.FeedbackScreen })),
  notFound: () => import('../screens/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

type ScreenName = keyof typeof screens;

/** One import per chunk, shared by the preload and React.lazy. */
const started = new Map<ScreenName, Promise<{ default: ComponentType }>>();
function load(name: ScreenName) {
  let promise = started.get(name);
  if (!promise) {
    promise = screens[name]();
    started.set(name, promise);
    // a failed chunk (offline, a new deploy) may be tried again on the next visit
    promise.catch(() => started.delete(name));
  }
  return promise;
}
const Lazy = {} as Record<ScreenName, ComponentType>;
for (const name of Object.keys(screens) as ScreenName[]) Lazy[name] = lazy(() => load(name));

/** The chunk a path needs (none for the screens in the entry). */
function screenFor(pathname: string): ScreenName | null {
  const rules: [RegExp, ScreenName | null][] = [
    [/^\/$/, null],
    [/^\/login$/, 'login'],
    [/^\/signup$/, 'signup'],
    [/^\/forgot-password$/, 'forgot'],
    [/^\/reset-password$/, 'reset'],
    [/^\/onboarding$/, 'onboardingWelcome'],
    [/^\/onboarding\/complete$/, 'onboardingComplete'],
    [/^\/onboarding\/[^/]+$/, 'onboardingStep'],
    [/^\/home$/, 'home'],
    [/^\/chat$/, 'chat'],
    [/^\/projects\/[^/]+\/overview$/, 'overview'],
    [/^\/projects\/[^/]+\/tools$/, 'tools'],
    [/^\/projects\/[^/]+\/steps\/[^/]+$/, 'step'],
    [/^\/projects\/[^/]+\/completed$/, 'completed'],
    [/^\/projects\/[^/]+\/feedback$/, 'feedback'],
  ];
  const hit = rules.find(([pattern]) => pattern.test(pathname));
  return hit ? hit[1] : 'notFound';
}

/** Starts loading the chunk of the screen at `pathname` (no-op for the entry's screens). */
export function preloadRoute(pathname: string): void {
  const name = screenFor(pathname);
  if (name) void load(name).catch(() => undefined);
}

/**
 * While the first screen's chunk loads: the app's mark on the page's background, so the person sees
 * Fixwise at once rather than a blank page. Later navigations keep the current screen on view until
 * the next one is ready (the router's transitions and one boundary above the routes).
 */
function AppLoading() {
  return (
    <div className="app-loading" role="status" aria-label="Loading Fixwise">
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path
          d="M42 14a10 10 0 0 0-9.6 12.8L16 43.2a4 4 0 1 0 5.7 5.6l16.4-16.3A10 10 0 0 0 50 22l-6 6-5-1-1-5 6-6a10 10 0 0 0-2-2z"
          fill="#fff"
        />
      </svg>
    </div>
  );
}

function Screen({ name }: { name: ScreenName }): ReactNode {
  const Component = Lazy[name];
  return <Component />;
}

/** Each screen's document title (what a screen reader announces on arrival, and the tab's name). */
function titleFor(pathname: string): string {
  const step = /^\/projects\/[^/]+\/steps\/(\d+)/.exec(pathname)?.[1];
  const name =
    step !== undefined
      ? `Step ${step}`
      : (
          [
            [/^\/login/, 'Log in'],
            [/^\/signup/, 'Sign up'],
            [/^\/forgot-password/, 'Forgot password'],
            [/^\/reset-password/, 'Choose a new password'],
            [/^\/onboarding\/complete/, 'All set'],
            [/^\/onboarding/, 'About you'],
            [/^\/home/, 'Your projects'],
            [/^\/chat/, 'Assistant'],
            [/\/overview$/, 'Your plan'],
            [/\/tools$/, 'Tools and materials'],
            [/\/completed$/, 'Project completed'],
            [/\/feedback$/, 'Feedback'],
          ] as const
        ).find(([pattern]) => pattern.test(pathname))?.[1];
  return name ? `${name} · Fixwise` : 'Fixwise';
}

/**
 * On every navigation: the document title of the new screen, and focus on its heading, so a screen
 * reader announces where the person is (focus would otherwise stay on <body>).
 */
function useScreenArrival() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFor(pathname);
    // a lazily loaded screen brings its heading a little later: look on each frame for up to 5 s
    const until = performance.now() + 5_000;
    let frame = 0;
    const arrive = () => {
      // a dialog that opened with the screen keeps its own focus
      if (document.activeElement && document.activeElement !== document.body) return;
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading) {
        if (performance.now() < until) frame = requestAnimationFrame(arrive);
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(arrive);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/** The route table of spec §2. */
export function AppRoutes() {
  useScreenArrival();
  return (
    <Suspense fallback={<AppLoading />}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <Screen name="login" />
            </RedirectIfSignedIn>
          }
        />
        <Route
          path="/signup"
          element={
            <RedirectIfSignedIn>
              <Screen name="signup" />
            </RedirectIfSignedIn>
          }
        />
        <Route path="/forgot-password" element={<Screen name="forgot" />} />
        <Route path="/reset-password" element={<Screen name="reset" />} />
        <Route
          path="/onboarding"
          element={
            <RequireAuth>
              <Screen name="onboardingWelcome" />
            </RequireAuth>
          }
        />
        <Route
          path="/onboarding/complete"
          element={
            <RequireAuth>
              <Screen name="onboardingComplete" />
            </RequireAuth>
          }
        />
        <Route
          path="/onboarding/:step"
          element={
            <RequireAuth>
              <Screen name="onboardingStep" />
            </RequireAuth>
          }
        />
        <Route
          path="/home"
          element={
            <RequireAuth>
              <Screen name="home" />
            </RequireAuth>
          }
        />
        <Route
          path="/chat"
          element={
            <RequireAuth>
              <Screen name="chat" />
            </RequireAuth>
          }
        />
        <Route
          path="/projects/:projectId/overview"
          element={
            <RequireAuth>
              <Screen name="overview" />
            </RequireAuth>
          }
        />
        <Route
          path="/projects/:projectId/tools"
          element={
            <RequireAuth>
              <Screen name="tools" />
            </RequireAuth>
          }
        />
        <Route
          path="/projects/:projectId/steps/:stepIndex"
          element={
            <RequireAuth>
              <Screen name="step" />
            </RequireAuth>
          }
        />
        <Route
          path="/projects/:projectId/completed"
          element={
            <RequireAuth>
              <Screen name="completed" />
            </RequireAuth>
          }
        />
        <Route
          path="/projects/:id/feedback"
          element={
            <RequireAuth>
              <Screen name="feedback" />
            </RequireAuth>
          }
        />
        <Route path="*" element={<Screen name="notFound" />} />
      </Routes>
    </Suspense>
  );
}

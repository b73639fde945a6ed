import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ChatScreen } from '../screens/chat/ChatScreen';
import { CompletedScreen } from '../screens/completed/CompletedScreen';
import { FeedbackScreen } from '../screens/feedback/FeedbackScreen';
import { ForgotPasswordScreen } from '../screens/forgot-password/ForgotPasswordScreen';
import { ResetPasswordScreen } from '../screens/forgot-password/ResetPasswordScreen';
import { HomeScreen } from '../screens/home/HomeScreen';
import { LoginScreen } from '../screens/login/LoginScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import {
  OnboardingCompleteScreen,
  OnboardingStepScreen,
  OnboardingWelcomeScreen,
} from '../screens/onboarding/OnboardingScreens';
import { OverviewScreen } from '../screens/overview/OverviewScreen';
import { SignupScreen } from '../screens/signup/SignupScreen';
import { StepScreen } from '../screens/step/StepScreen';
import { ToolsScreen } from '../screens/tools/ToolsScreen';
import { RedirectIfSignedIn, RequireAuth, RootRedirect } from './guards';

/** Each screen's document title (what a screen reader announces on arrival, and the tab's name). */
export function titleFor(pathname: string): string {
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
    const frame = requestAnimationFrame(() => {
      // a dialog that opened with the screen keeps its own focus
      if (document.activeElement && document.activeElement !== document.body) return;
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/** The route table of spec §2. */
export function AppRoutes() {
  useScreenArrival();
  return (
    <Routes>
      <Route path="/" element={<RootRedirect />} />
      <Route path="/login" element={<RedirectIfSignedIn><LoginScreen /></RedirectIfSignedIn>} />
      <Route path="/signup" element={<RedirectIfSignedIn><SignupScreen /></RedirectIfSignedIn>} />
      <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
      <Route path="/reset-password" element={<ResetPasswordScreen />} />
      <Route path="/onboarding" element={<RequireAuth><OnboardingWelcomeScreen /></RequireAuth>} />
      <Route path="/onboarding/complete" element={<RequireAuth><OnboardingCompleteScreen /></RequireAuth>} />
      <Route path="/onboarding/:step" element={<RequireAuth><OnboardingStepScreen /></RequireAuth>} />
      <Route path="/home" element={<RequireAuth><HomeScreen /></RequireAuth>} />
      <Route path="/chat" element={<RequireAuth><ChatScreen /></RequireAuth>} />
      <Route path="/projects/:projectId/overview" element={<RequireAuth><OverviewScreen /></RequireAuth>} />
      <Route path="/projects/:projectId/tools" element={<RequireAuth><ToolsScreen /></RequireAuth>} />
      <Route path="/projects/:projectId/steps/:stepIndex" element={<RequireAuth><StepScreen /></RequireAuth>} />
      <Route path="/projects/:projectId/completed" element={<RequireAuth><CompletedScreen /></RequireAuth>} />
      <Route path="/projects/:id/feedback" element={<RequireAuth><FeedbackScreen /></RequireAuth>} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router';
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

/** The route table of spec §2. */
export function AppRoutes() {
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

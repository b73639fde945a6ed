import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function OnboardingWelcomeScreen() {
  return <PlaceholderScreen title="Welcome" />;
}

export function OnboardingStepScreen() {
  return <PlaceholderScreen title="Onboarding" />;
}

export function OnboardingCompleteScreen() {
  return <PlaceholderScreen title="You're all set!" />;
}

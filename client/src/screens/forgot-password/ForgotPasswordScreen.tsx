import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function ForgotPasswordScreen() {
  return <PlaceholderScreen title="Reset your password" />;
}

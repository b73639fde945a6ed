import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function ResetPasswordScreen() {
  return <PlaceholderScreen title="Choose a new password" />;
}

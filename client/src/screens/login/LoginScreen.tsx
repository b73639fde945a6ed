import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function LoginScreen() {
  return <PlaceholderScreen title="Welcome back!" />;
}

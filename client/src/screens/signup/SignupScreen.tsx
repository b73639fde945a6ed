import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function SignupScreen() {
  return <PlaceholderScreen title="Getting Started" />;
}

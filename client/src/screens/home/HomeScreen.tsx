import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function HomeScreen() {
  return <PlaceholderScreen title="My Projects" />;
}

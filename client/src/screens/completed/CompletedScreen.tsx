import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function CompletedScreen() {
  return <PlaceholderScreen title="Project Completed" />;
}

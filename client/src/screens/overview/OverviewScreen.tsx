import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function OverviewScreen() {
  return <PlaceholderScreen title="Project Overview" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function ToolsScreen() {
  return <PlaceholderScreen title="Tools and Materials" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function ChatScreen() {
  return <PlaceholderScreen title="Assistant" />;
}

import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function FeedbackScreen() {
  return <PlaceholderScreen title="Feedback" />;
}

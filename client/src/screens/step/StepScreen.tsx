import { PlaceholderScreen } from '../../components/PlaceholderScreen';

export function StepScreen() {
  return <PlaceholderScreen title="Step" />;
}

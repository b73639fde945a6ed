import { Link } from 'react-router';
import { MobilePage } from '../components/MobilePage';

export function NotFoundScreen() {
  return (
    <MobilePage>
      <h1 className="page-title">Page not found</h1>
      <p className="muted">That address doesn't lead anywhere in Fixwise.</p>
      <Link className="button button-primary" to="/">
        Go to start
      </Link>
    </MobilePage>
  );
}

import { MobilePage } from './MobilePage';

/** A screen whose feature has not been built yet: its heading, nothing more. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <MobilePage>
      <h1 className="page-title">{title}</h1>
    </MobilePage>
  );
}
